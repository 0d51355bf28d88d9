import { majorOf, type RemoteName } from '@portal/shared-contracts';
import { satisfies, valid } from 'semver';
import type { EnvironmentLock } from './environments';
import { completenessProblems, type HostRecord, type ReleaseRecord } from './records';

/*
 * What `promote` (and `rollback`) check before writing anything: each check answers the reasons it refuses, in words
 * an operator acts on; a promotion goes ahead only when every check answers none.
 */

/** "the environment is not locked" */
export function lockRefusals(env: string, lock: EnvironmentLock | null): string[] {
  return lock ? [`${env} is locked by ${lock.by} since ${lock.at}: ${lock.reason} (pnpm portal unlock ${env})`] : [];
}

/** "the artifact exists and is complete (every file its manifest names; hashes match its record)" */
export function artifactRefusals(folder: string, remote: RemoteName, version: string): { record?: ReleaseRecord; reasons: string[] } {
  const { record, problems } = completenessProblems(folder, { remote, version });
  return { record, reasons: problems.map((problem) => `${remote}@${version} is not complete: ${problem}`) };
}

/** "its contract major equals the host's" */
export function contractRefusals(record: ReleaseRecord, host: HostRecord): string[] {
  const remoteMajor = majorOf(record.contractVersion);
  const hostMajor = majorOf(host.contractVersion);
  if (remoteMajor >= 0 && remoteMajor === hostMajor) return [];
  return [`${record.remote}@${record.version} speaks contract ${record.contractVersion}; the host speaks ${host.contractVersion} (majors must be equal)`];
}

/**
 * A release built with the federation runtime external runs on the host's: the two must come from the same version of
 * @module-federation/enhanced, whose runtime's internals the remote's entry calls, and the host must provide every
 * part of it the release takes (the core, and the bundler runtime since tooling's `hostBundlerRuntime`).
 */
export function federationRuntimeRefusals(record: ReleaseRecord, host: HostRecord): string[] {
  if (record.federationRuntime === undefined) return [];
  if (record.federationRuntime !== host.federationRuntime) {
    const provided = host.federationRuntime ? `the host provides ${host.federationRuntime}` : 'the host provides none';
    return [`${record.remote}@${record.version} runs on the host's federation runtime of @module-federation/enhanced ${record.federationRuntime}; ${provided} (build host and remotes with the same version)`];
  }
  const provided = host.federationRuntimeParts ?? ['core'];
  const missing = (record.federationRuntimeParts ?? ['core']).filter((part) => !provided.includes(part));
  if (missing.length === 0) return [];
  return [`${record.remote}@${record.version} takes the ${missing.join(' and ')} part of the federation runtime from the host; the host provides ${provided.join(' and ')} (build the host with the remote's tooling)`];
}

/**
 * "its shared-library ranges are satisfied by the host's versions": for each library both share, the host's version is
 * within the remote's range, so the page keeps one copy of it. A library the host does not share is the remote's own.
 */
export function sharedRefusals(record: ReleaseRecord, host: HostRecord): string[] {
  const reasons: string[] = [];
  for (const [library, range] of Object.entries(record.shared)) {
    const provided = host.shared[library];
    if (provided === undefined) continue;
    if (!valid(provided) || !satisfies(provided, range)) reasons.push(`${record.remote}@${record.version} needs ${library} ${range}; the host provides ${provided}`);
  }
  return reasons;
}
