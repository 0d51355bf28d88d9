import { createStore } from 'zustand/vanilla';
import type { RemoteName, RemotePin } from '@portal/shared-contracts';
import { pinsWithOverrides, type VersionOverrides } from '../environment/overrides';

/** Why a remote could not be shown, so that the fallback and the status page can say which. */
export type RemoteFailureKind =
  | 'network' // the remote's server did not answer
  | 'http' // it answered with an error status
  | 'invalid-manifest' // it answered something that is not a Module Federation manifest
  | 'origin' // the environment does not allow that origin
  | 'contract' // built against another major version of the contract
  | 'integrity' // its entry's bytes are not the ones the environment pins
  | 'chunk-load' // a script of the remote failed to load
  | 'evaluation' // the remote's code threw while starting
  | 'invalid-module' // it loaded but exposes no single-spa lifecycles
  | 'mount' // its mount lifecycle failed
  | 'timeout'; // it did not finish loading in time (a request that never answers)

export type RemoteLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: RemoteName;
  /** What the environment file pins. */
  pinned: RemotePin;
  /** What this page loads: the pin, or the tester's override of it (DESIGN §5). */
  inUse: RemotePin;
  /** The version a tester's override asks for in this browser. */
  override?: string;
  state: RemoteLoadState;
  loadedVersion?: string;
  contractVersion?: string;
  loadMs?: number;
  attempts: number;
  /** The entry ran under the pin's integrity: the browser checked its bytes. */
  entryChecked?: boolean;
  failure?: { kind: RemoteFailureKind; detail: string };
}

export type RemoteStatusMap = Record<RemoteName, RemoteStatus>;

export function createRemoteStatusStore(pins: Record<RemoteName, RemotePin>, overrides: VersionOverrides = {}) {
  const inUse = pinsWithOverrides(pins, overrides);
  const initial = Object.fromEntries(
    (Object.keys(pins) as RemoteName[]).map((name) => [
      name,
      { name, pinned: pins[name], inUse: inUse[name], override: overrides[name], state: 'not-loaded', attempts: 0 } satisfies RemoteStatus,
    ]),
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
    case 'integrity':
      return 'The files sent for this part of the portal are not the approved ones, so it was not started.';
    case 'chunk-load':
      return 'Some files of this part of the portal could not be loaded.';
    case 'evaluation':
    case 'mount':
      return 'This part of the portal failed while starting.';
    case 'timeout':
      return 'This part of the portal took too long to load. It may be overloaded or your connection may be slow.';
  }
}
