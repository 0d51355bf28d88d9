import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@portal/shared-contracts';
import { baseEnvironmentFile, environmentFile, repoRoot, runDir, SECOND_LOANS_VERSION } from './paths';
import { startProcess, startRemote, stopAll } from './processes';

/**
 * Serves the production build as `npm start` does, from a fresh database and an environment file of the
 * run's own (tests change it to switch versions or shorten the session), with each remote in its own process.
 */
export default async function globalSetup() {
  await stopAll();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  copyFileSync(baseEnvironmentFile, environmentFile);

  if (!existsSync(join(repoRoot, 'deploy/artifacts/remote-loans', SECOND_LOANS_VERSION, 'mf-manifest.json'))) {
    execFileSync('pnpm', ['--filter', '@portal/remote-loans', '--reporter=silent', 'run', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, REMOTE_VERSION: SECOND_LOANS_VERSION },
      stdio: 'inherit',
    });
  }

  // Every test signs in from the same address, and to the same few accounts, far more often than a person would.
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '1000';
  process.env.ACCOUNT_ATTEMPTS_PER_MINUTE = '1000';
  await startProcess('portal', 'servePortal.ts', ['--env-file', environmentFile, '--data-dir', join(runDir, 'data'), '--quiet', '--without-remotes'], 'portal ready');
  for (const remote of REMOTE_NAMES) await startRemote(remote);
}
