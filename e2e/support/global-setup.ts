import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@portal/shared-contracts';
import { portal } from './operators';
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
  for (const version of LOANS_RELEASES) {
    const released = portal('release', 'loans', version);
    if (released.code !== 0) throw new Error(`Releasing loans@${version} failed:\n${released.output}`);
  }

  // Every test signs in from the same address, and to the same few accounts, far more often than a person would.
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '1000';
  process.env.ACCOUNT_ATTEMPTS_PER_MINUTE = '1000';
  // The bank-linking stand-in makes an asset report in 1.5 s, so a journey sees it ready at the page's next check.
  process.env.BANK_LINKING_REPORT_DELAY_MS = '1500';
  await startProcess('portal', 'servePortal.ts', ['--env-file', environmentFile, '--data-dir', join(runDir, 'data'), '--quiet', '--without-remotes'], 'portal ready');
  for (const remote of REMOTE_NAMES) await startRemote(remote);
}
