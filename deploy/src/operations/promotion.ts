import { manifestUrlOf, REMOTE_VERSION_PATTERN, type RemoteName } from '@portal/shared-contracts';
import { artifactRefusals, contractRefusals, federationRuntimeRefusals, lockRefusals, sharedRefusals } from './checks';
import { appendHistory, OperationRefused, readEnvironment, readHistory, readLock, withEnvironmentMutex, writeEnvironment, writeLock, type HistoryAction, type HistoryEntry } from './environments';
import { releaseFolder, type Places } from './places';
import { readHostRecord } from './records';

export interface Operator {
  who: string;
  now?: () => Date;
}

export interface PinChange {
  env: string;
  remote: RemoteName;
  from: string;
  to: string;
  integrity: string;
  manifestUrl: string;
}

function checkedVersion(version: string): string {
  if (!REMOTE_VERSION_PATTERN.test(version)) throw new OperationRefused([`"${version}" is not a version (1.4.0, 1.4.0-rc.1)`]);
  return version;
}

/**
 * Pins `remote@version` in `env` once every check passes: the environment is not locked; the version is in the store
 * and complete; its contract major is the host's; the host's shared libraries are within its ranges. Then the file is
 * replaced whole (the pin with its entry's integrity, from the release record) and the history gets a line. One change
 * of an environment at a time; every read it depends on happens inside. A refusal changes nothing and says why.
 */
async function pin(places: Places, operator: Operator, action: 'promote' | 'rollback', env: string, remote: RemoteName, version: string, reason?: string, allowed?: (current: string, history: HistoryEntry[]) => string[]): Promise<PinChange> {
  checkedVersion(version);
  return withEnvironmentMutex(places, env, () => {
    const environment = readEnvironment(places, env);
    const current = environment.remotes[remote];
    const reasons = [...lockRefusals(env, readLock(places, env)), ...(allowed?.(current.version, readHistory(places, env)) ?? [])];
    const artifact = artifactRefusals(releaseFolder(places, remote, version), remote, version);
    reasons.push(...artifact.reasons);
    if (artifact.record) {
      const host = readHostRecord(places.hostRecord);
      reasons.push(...contractRefusals(artifact.record, host), ...sharedRefusals(artifact.record, host), ...federationRuntimeRefusals(artifact.record, host));
    }
    if (reasons.length > 0 || !artifact.record) throw new OperationRefused(reasons);

    const record = artifact.record;
    const integrity = record.files[record.entry]!;
    const manifestUrl = manifestUrlOf(current, version);
    writeEnvironment(places, env, (raw) => {
      const remotes = raw.remotes as Record<string, Record<string, unknown>>;
      remotes[remote] = { version, manifestUrl, integrity };
    });
    const at = (operator.now?.() ?? new Date()).toISOString();
    appendHistory(places, env, { at, who: operator.who, action, remote, from: current.version, to: version, ...(reason && { reason }) });
    return { env, remote, from: current.version, to: version, integrity, manifestUrl };
  });
}

/** `pnpm portal promote <env> <remote> <version>` */
export function promote(places: Places, operator: Operator, env: string, remote: RemoteName, version: string, reason?: string): Promise<PinChange> {
  return pin(places, operator, 'promote', env, remote, version, reason);
}

/** The pins a remote has had in an environment, oldest first, as its history tells them. */
export function pinsInHistory(history: HistoryEntry[], remote: RemoteName): HistoryEntry[] {
  return history.filter((entry) => entry.remote === remote && (entry.action === 'promote' || entry.action === 'rollback'));
}

/**
 * The pin before the current one: the version the latest change to the current pin came from. Named, any earlier pin
 * of the history (a version it was ever pinned to, or moved away from).
 */
export function rollbackTarget(history: HistoryEntry[], remote: RemoteName, current: string, named?: string): { version?: string; reasons: string[] } {
  const changes = pinsInHistory(history, remote);
  if (named !== undefined) {
    const earlier = new Set(changes.flatMap((entry) => [entry.from, entry.to]).filter((version): version is string => Boolean(version)));
    if (named === current) return { reasons: [`${remote}@${named} is the current pin already`] };
    return earlier.has(named) ? { version: named, reasons: [] } : { reasons: [`${remote}@${named} was never pinned in this environment (pnpm portal history to see its pins)`] };
  }
  const latest = [...changes].reverse().find((entry) => entry.to === current);
  if (!latest?.from || latest.from === current) return { reasons: [`no earlier pin of ${remote} in this environment's history`] };
  return { version: latest.from, reasons: [] };
}

/** `pnpm portal rollback <env> <remote> [<version>]`: the previous pin by default, or a named earlier one, with the promotion's checks. */
export async function rollback(places: Places, operator: Operator, env: string, remote: RemoteName, named?: string, reason?: string): Promise<PinChange> {
  // The target is read from the history outside the mutex to name the version; the mutex then checks it again.
  const { version, reasons } = rollbackTarget(readHistory(places, env), remote, readEnvironment(places, env).remotes[remote].version, named);
  if (!version) throw new OperationRefused(reasons);
  return pin(places, operator, 'rollback', env, remote, version, reason, (current, history) => rollbackTarget(history, remote, current, named ?? version).reasons);
}

/** `pnpm portal lock <env> --reason` and `unlock <env>`: while locked, nothing is promoted or rolled back. */
export async function setLock(places: Places, operator: Operator, env: string, action: Extract<HistoryAction, 'lock' | 'unlock'>, reason?: string): Promise<void> {
  if (action === 'lock' && !reason?.trim()) throw new OperationRefused(['a lock needs a reason (--reason "…"), so others know why and whom to ask']);
  await withEnvironmentMutex(places, env, () => {
    readEnvironment(places, env);
    const at = (operator.now?.() ?? new Date()).toISOString();
    const current = readLock(places, env);
    if (action === 'lock' && current) throw new OperationRefused([`${env} is locked already by ${current.by}: ${current.reason}`]);
    if (action === 'unlock' && !current) throw new OperationRefused([`${env} is not locked`]);
    writeLock(places, env, action === 'lock' ? { by: operator.who, at, reason: reason!.trim() } : null);
    appendHistory(places, env, { at, who: operator.who, action, ...(reason?.trim() && { reason: reason.trim() }) });
  });
}
