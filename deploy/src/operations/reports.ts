import { REMOTE_NAMES, type RemoteName } from '@portal/shared-contracts';
import { environmentNames, readEnvironment, readHistory, readLock, type EnvironmentLock, type HistoryEntry } from './environments';
import { releaseFolder, type Places } from './places';
import { readReleaseRecord, versionsOf } from './records';

/** `status <env>`: what an environment runs, remote by remote, and whether it is locked. */
export interface EnvironmentStatus {
  env: string;
  lower: boolean;
  lock: EnvironmentLock | null;
  remotes: {
    remote: RemoteName;
    version: string;
    contractVersion: string | null;
    publishedAt: string | null;
    commit: string | null;
    source: string | null;
    integrityPinned: boolean;
    problem: string | null;
  }[];
}

export function environmentStatus(places: Places, env: string): EnvironmentStatus {
  const environment = readEnvironment(places, env);
  return {
    env,
    lower: environment.lower,
    lock: readLock(places, env),
    remotes: REMOTE_NAMES.map((remote) => {
      const pin = environment.remotes[remote];
      const read = readReleaseRecord(releaseFolder(places, remote, pin.version));
      const record = 'record' in read ? read.record : null;
      return {
        remote,
        version: pin.version,
        contractVersion: record?.contractVersion ?? null,
        publishedAt: record?.builtAt ?? null,
        commit: record ? `${record.commit.slice(0, 12)}${record.dirty ? ' (with changes)' : ''}` : null,
        source: record?.source ?? null,
        integrityPinned: Boolean(pin.integrity),
        problem: record ? null : 'not in this artifact store',
      };
    }),
  };
}

/** `versions <remote>`: the versions in the store, and where each is pinned now. */
export function remoteVersions(places: Places, remote: RemoteName) {
  const pinnedIn = new Map<string, string[]>();
  for (const env of environmentNames(places)) {
    try {
      const version = readEnvironment(places, env).remotes[remote].version;
      pinnedIn.set(version, [...(pinnedIn.get(version) ?? []), env]);
    } catch {
      // A broken environment file pins nothing that can be reported.
    }
  }
  return versionsOf(places, remote).map(({ version, record, problem }) => ({
    version,
    contractVersion: record?.contractVersion ?? null,
    builtAt: record?.builtAt ?? null,
    commit: record ? record.commit.slice(0, 12) : null,
    source: record?.source ?? null,
    pinnedIn: pinnedIn.get(version) ?? [],
    problem: problem ?? null,
  }));
}

/** `history <env>`: newest first. */
export function environmentHistory(places: Places, env: string, remote?: RemoteName): HistoryEntry[] {
  readEnvironment(places, env);
  return readHistory(places, env)
    .filter((entry) => !remote || entry.remote === remote)
    .reverse();
}

/** `diff <envA> <envB>`: each remote's pin in both, and whether they differ. */
export function environmentDiff(places: Places, a: string, b: string) {
  const left = readEnvironment(places, a);
  const right = readEnvironment(places, b);
  return REMOTE_NAMES.map((remote) => ({
    remote,
    [a]: left.remotes[remote].version,
    [b]: right.remotes[remote].version,
    differs: left.remotes[remote].version !== right.remotes[remote].version,
  }));
}
