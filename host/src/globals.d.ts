declare const __HOST_VERSION__: string;
declare const __CONTRACT_VERSION__: string;
