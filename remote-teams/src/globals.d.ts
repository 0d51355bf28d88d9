declare const __REMOTE_NAME__: import('@portal/shared-contracts').RemoteName;
declare const __REMOTE_VERSION__: string;
declare const __CONTRACT_VERSION__: string;
