import { execFile, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, runPlaces } from './paths';

const command = (args: string[]) => [['-r', join(repoRoot, 'deploy/register.cjs'), join(repoRoot, 'deploy/src/operations/cli.ts'), ...args], { cwd: repoRoot, env: { ...process.env, ...runPlaces, PORTAL_OPERATOR: 'e2e@lender.example' } }] as const;

/** Runs `pnpm portal …` as an operator would, on the run's own environments and store; its output and exit code. */
export function portal(...args: string[]): { code: number; output: string } {
  const [argv, options] = command(args);
  const run = spawnSync(process.execPath, argv, { ...options, encoding: 'utf8' });
  return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The same, without holding up the caller: the global setup builds its releases while the servers start. */
export function portalInBackground(...args: string[]): Promise<{ code: number; output: string }> {
  const [argv, options] = command(args);
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}
