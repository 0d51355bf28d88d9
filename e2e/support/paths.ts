import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

export const repoRoot = resolve(__dirname, '../..');
/** Where the running portal's state lives during a test run: its environment file, database and process ids. */
export const runDir = process.env.PORTAL_E2E_DIR ?? join(tmpdir(), 'portal-e2e');
export const environmentFile = join(runDir, 'environment.json');
export const processesFile = join(runDir, 'processes.json');
export const baseEnvironmentFile = join(repoRoot, 'deploy/environments/local.json');
/** A second release of the loans remote, built by the global setup for the version-switch test. */
export const SECOND_LOANS_VERSION = '1.0.1-e2e';
