import { createStore } from 'zustand/vanilla';
import type { RemoteName, RemotePin } from '@portal/shared-contracts';

/** Why a remote could not be shown, so that the fallback and the status page can say which. */
export type RemoteFailureKind =
  | 'network' // the remote's server did not answer
  | 'http' // it answered with an error status
  | 'invalid-manifest' // it answered something that is not a Module Federation manifest
  | 'origin' // the environment does not allow that origin
  | 'contract' // built against another major version of the contract
  | 'chunk-load' // a script of the remote failed to load
  | 'evaluation' // the remote's code threw while starting
  | 'invalid-module' // it loaded but exposes no single-spa lifecycles
  | 'mount'; // its mount lifecycle failed

export type RemoteLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: RemoteName;
  pin: RemotePin;
  state: RemoteLoadState;
  loadedVersion?: string;
  contractVersion?: string;
  loadMs?: number;
  attempts: number;
  failure?: { kind: RemoteFailureKind; detail: string };
}

export type RemoteStatusMap = Record<RemoteName, RemoteStatus>;

export function createRemoteStatusStore(pins: Record<RemoteName, RemotePin>) {
  const initial = Object.fromEntries(
    Object.entries(pins).map(([name, pin]) => [name, { name: name as RemoteName, pin, state: 'not-loaded', attempts: 0 } satisfies RemoteStatus]),
  ) as RemoteStatusMap;
  return createStore<RemoteStatusMap>(() => initial);
}

export type RemoteStatusStore = ReturnType<typeof createRemoteStatusStore>;

export function updateRemoteStatus(store: RemoteStatusStore, name: RemoteName, patch: Partial<RemoteStatus>): void {
  store.setState((all) => ({ ...all, [name]: { ...all[name], ...patch } }));
}

/** What the fallback tells the borrower for each kind of failure. */
export function failureExplanation(kind: RemoteFailureKind): string {
  switch (kind) {
    case 'network':
      return 'This part of the portal could not be reached. It may be restarting or your connection may be down.';
    case 'http':
      return 'This part of the portal answered with an error.';
    case 'invalid-manifest':
    case 'invalid-module':
      return 'This part of the portal sent something the portal could not use.';
    case 'origin':
      return 'This part of the portal is configured to load from a place that is not allowed.';
    case 'contract':
      return 'This part of the portal was built for another version of the portal and was not started.';
    case 'chunk-load':
      return 'Some files of this part of the portal could not be loaded.';
    case 'evaluation':
    case 'mount':
      return 'This part of the portal failed while starting.';
  }
}
