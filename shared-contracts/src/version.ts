/**
 * The contract's semantic version. A remote records the version it was built with; the host refuses a
 * remote built against another major version and the operators' command line refuses to promote it.
 * Bump the minor version for additions, the major version for anything that breaks an existing consumer.
 */
export const CONTRACT_VERSION = '1.19.0';

export function majorOf(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : -1;
}

/** A remote built against `remoteContract` may run in a host speaking `hostContract` when the majors agree. */
export function contractsAreCompatible(hostContract: string, remoteContract: string): boolean {
  const host = majorOf(hostContract);
  return host >= 0 && host === majorOf(remoteContract);
}
