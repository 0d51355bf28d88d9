import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, runPlaces } from './paths';

/** Runs `pnpm portal …` as an operator would, on the run's own environments and store; its output and exit code. */
export function portal(...args: string[]): { code: number; output: string } {
  const run = spawnSync(process.execPath, ['-r', join(repoRoot, 'deploy/register.cjs'), join(repoRoot, 'deploy/src/operations/cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...runPlaces, PORTAL_OPERATOR: 'e2e@lender.example' },
    encoding: 'utf8',
  });
  return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}`.trim() };
}
