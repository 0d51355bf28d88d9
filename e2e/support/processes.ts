import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@portal/shared-contracts';
import { environmentFile, processesFile, repoRoot, runPlaces } from './paths';

type Registry = Record<string, number>;

const readRegistry = (): Registry => (existsSync(processesFile) ? (JSON.parse(readFileSync(processesFile, 'utf8')) as Registry) : {});
const writeRegistry = (registry: Registry) => writeFileSync(processesFile, JSON.stringify(registry));

function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a deploy command in its own process group, remembered so that teardown stops it whatever happens.
 * Starting one that already runs does nothing.
 */
export async function startProcess(key: string, script: string, args: string[], readyText: string, timeoutMs = 120_000): Promise<void> {
  if (isAlive(readRegistry()[key])) return;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(repoRoot, 'deploy/src', script), ...args], {
    cwd: join(repoRoot, 'deploy'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...runPlaces, LOG_LEVEL: 'warn' },
  });
  writeRegistry({ ...readRegistry(), [key]: child.pid ?? 0 });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${key} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${key} exited with ${code} while starting:\n${output}`));
    });
    child.unref();
  });
}

export async function stopProcess(key: string): Promise<void> {
  const registry = readRegistry();
  const pid = registry[key];
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  for (let i = 0; i < 50 && isAlive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  delete registry[key];
  writeRegistry(registry);
}

export const stopAll = async () => {
  for (const key of Object.keys(readRegistry())) await stopProcess(key);
};

export const startRemote = (remote: RemoteName) => startProcess(`remote-${remote}`, 'serveRemote.ts', ['--remote', remote, '--env-file', environmentFile], `remote ${remote} ready`);
export const stopRemote = (remote: RemoteName) => stopProcess(`remote-${remote}`);
