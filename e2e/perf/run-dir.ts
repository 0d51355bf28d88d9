import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Imported first by the entry, before e2e/support/paths reads PORTAL_E2E_DIR: the measurements get a run folder of
 * their own (environments, artifact store, database, process ids), so they never wipe or reuse an end-to-end run's.
 * The servers still listen on the portal's fixed ports, so the two cannot run at the same time.
 */
process.env.PORTAL_E2E_DIR ??= join(tmpdir(), 'portal-perf');
