import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@portal/shared-contracts';
import { portalInBackground } from './operators';
import { artifactsDir, baseEnvironmentFile, environmentFile, environmentsDir, LOANS_RELEASES, repoRoot, runDir } from './paths';
import { startProcess, startRemote, stopAll } from './processes';

/**
 * Serves the production build as `npm start` does, from a fresh database, with environments and an artifact store of
 * the run's own (tests promote, roll back, override and tamper with them), each remote in its own process. The store
 * starts with the build `npm run build` made (the versions `local.json` pins), and the operators' command line
 * publishes two releases of the loans remote into it, as a team would.
 */
export default async function globalSetup() {
  await stopAll();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(environmentsDir, { recursive: true });
  cpSync(baseEnvironmentFile, environmentFile);
  for (const remote of REMOTE_NAMES) cpSync(join(repoRoot, 'deploy/artifacts', `remote-${remote}`), join(artifactsDir, `remote-${remote}`), { recursive: true });
  // Every test signs in from the same address, and to the same few accounts, far more often than a person would.
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '1000';
  process.env.ACCOUNT_ATTEMPTS_PER_MINUTE = '1000';
  // The bank-linking stand-in makes an asset report in 1.5 s, so a journey sees it ready at the page's next check.
  process.env.BANK_LINKING_REPORT_DELAY_MS = '1500';
  // The two release builds, the portal and the remotes start together: one after another they took 50 s.
  const releases = Promise.all(LOANS_RELEASES.map((version) => portalInBackground('release', 'loans', version)));
  await Promise.all([
    startProcess('portal', 'servePortal.ts', ['--env-file', environmentFile, '--data-dir', join(runDir, 'data'), '--quiet', '--without-remotes'], 'portal ready'),
    ...REMOTE_NAMES.map((remote) => startRemote(remote)),
  ]);
  for (const [index, released] of (await releases).entries()) {
    if (released.code !== 0) throw new Error(`Releasing loans@${LOANS_RELEASES[index]} failed:\n${released.output}`);
  }
}
