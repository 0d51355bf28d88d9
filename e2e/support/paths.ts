import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

export const repoRoot = resolve(__dirname, '../..');
/**
 * Where the running portal's state lives during a test run: its environments, artifact store, operations (history,
 * locks), database and process ids. The operators' command line and the servers are pointed at these copies
 * (`PORTAL_ENVIRONMENTS`, `PORTAL_ARTIFACTS`, `PORTAL_OPERATIONS`), so a run never changes the repository's.
 */
export const runDir = process.env.PORTAL_E2E_DIR ?? join(tmpdir(), 'portal-e2e');
export const environmentsDir = join(runDir, 'environments');
export const environmentFile = join(environmentsDir, 'local.json');
export const artifactsDir = join(runDir, 'artifacts');
export const operationsDir = join(runDir, 'operations');
export const processesFile = join(runDir, 'processes.json');
export const baseEnvironmentFile = join(repoRoot, 'deploy/environments/local.json');
/** Two releases of the loans remote, published by the global setup with `pnpm portal release`. */
export const LOANS_RELEASES = ['1.1.0-e2e', '1.2.0-e2e'] as const;

/** What every process of the run is given: the run's own places for the operators' command line and the servers. */
export const runPlaces = { PORTAL_ENVIRONMENTS: environmentsDir, PORTAL_ARTIFACTS: artifactsDir, PORTAL_OPERATIONS: operationsDir };
