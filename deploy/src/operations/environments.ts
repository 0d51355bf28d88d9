import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentFile, type RemoteName } from '@portal/shared-contracts';
import * as v from 'valibot';
import { ENVIRONMENT_NAME, type Places } from './places';

/*
 * The environments an operator changes: each one's file (what its hosts serve, `deploy/environments/<env>.json`), and
 * beside them, never served, its history and its lock (`deploy/operations/`).
 */

export class OperationRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
    this.name = 'OperationRefused';
  }
}

export const environmentFileOf = (places: Places, env: string) => join(places.environments, `${env}.json`);

function checkedName(env: string): string {
  if (!ENVIRONMENT_NAME.test(env)) throw new OperationRefused([`"${env}" is not an environment name (lower-case letters, digits and dashes)`]);
  return env;
}

export function environmentNames(places: Places): string[] {
  if (!existsSync(places.environments)) return [];
  return readdirSync(places.environments)
    .filter((file) => file.endsWith('.json') && ENVIRONMENT_NAME.test(file.slice(0, -5)))
    .map((file) => file.slice(0, -5))
    .sort();
}

export function readEnvironment(places: Places, env: string): EnvironmentFile {
  const path = environmentFileOf(places, checkedName(env));
  if (!existsSync(path)) throw new OperationRefused([`there is no environment "${env}" (${path})`]);
  const parsed = v.safeParse(EnvironmentFile, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new OperationRefused([`${path} is not a valid environment file (${v.getDotPath(parsed.issues[0]) ?? 'file'}: ${parsed.issues[0].message})`]);
  return parsed.output;
}

/**
 * Replaces the environment's file whole: written beside it, then renamed over it, so a host reading it at that very
 * moment reads the old file or the new one, never half of one. Keys the schema does not know are kept.
 */
export function writeEnvironment(places: Places, env: string, change: (raw: Record<string, unknown>) => void): void {
  const path = environmentFileOf(places, checkedName(env));
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(raw);
  v.parse(EnvironmentFile, raw);
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, `${JSON.stringify(raw, null, 2)}\n`);
  renameSync(partial, path);
}

export type HistoryAction = 'promote' | 'rollback' | 'lock' | 'unlock';

/** One line of an environment's history: who did what, when, from which version to which, and why. */
export interface HistoryEntry {
  at: string;
  who: string;
  action: HistoryAction;
  remote?: RemoteName;
  from?: string;
  to?: string;
  reason?: string;
}

const historyFileOf = (places: Places, env: string) => join(places.operations, `${checkedName(env)}.history.jsonl`);
const lockFileOf = (places: Places, env: string) => join(places.operations, `${checkedName(env)}.lock.json`);
const mutexOf = (places: Places, env: string) => join(places.operations, `${checkedName(env)}.mutex`);

export function readHistory(places: Places, env: string): HistoryEntry[] {
  const path = historyFileOf(places, env);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** History is only ever appended to, one JSON object a line, under the environment's mutex. */
export function appendHistory(places: Places, env: string, entry: HistoryEntry): void {
  mkdirSync(places.operations, { recursive: true });
  appendFileSync(historyFileOf(places, env), `${JSON.stringify(entry)}\n`);
}

export interface EnvironmentLock {
  by: string;
  at: string;
  reason: string;
}

export function readLock(places: Places, env: string): EnvironmentLock | null {
  const path = lockFileOf(places, env);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as EnvironmentLock) : null;
}

export function writeLock(places: Places, env: string, lock: EnvironmentLock | null): void {
  const path = lockFileOf(places, env);
  if (lock === null) rmSync(path, { force: true });
  else writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
}

/** How long a mutex may be held before another operator may take it (a command killed half-way leaves one behind). */
const MUTEX_STALE_MS = 60_000;
const MUTEX_WAIT_MS = 30_000;
const MUTEX_RETRY_MS = 25;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function mutexIsStale(path: string): boolean {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as { pid?: number };
    return Date.now() - statSync(path).mtimeMs > MUTEX_STALE_MS || (typeof holder.pid === 'number' && !processIsAlive(holder.pid));
  } catch {
    // Being written this very moment by its holder.
    return false;
  }
}

/**
 * Runs one change of an environment at a time, whoever runs it: a file created exclusively (`wx`) is the mutex, so
 * two operators (or two commands of one script) promoting at once take turns and neither change is lost. Every read
 * of the environment that the change depends on happens inside.
 */
export async function withEnvironmentMutex<T>(places: Places, env: string, change: () => T | Promise<T>): Promise<T> {
  mkdirSync(places.operations, { recursive: true });
  const path = mutexOf(places, env);
  const deadline = Date.now() + MUTEX_WAIT_MS;
  for (;;) {
    try {
      const handle = openSync(path, 'wx');
      writeFileSync(handle, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
      closeSync(handle);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (mutexIsStale(path)) rmSync(path, { force: true });
      else if (Date.now() > deadline) throw new OperationRefused([`another change of "${env}" has held it for ${MUTEX_WAIT_MS / 1000} s (${path}); try again`]);
      else await new Promise((resolve) => setTimeout(resolve, MUTEX_RETRY_MS));
    }
  }
  try {
    return await change();
  } finally {
    rmSync(path, { force: true });
  }
}
