import './outside-the-sandbox';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openPostgres, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for one test file: the migrations run once per version of them, and each file
 * gets a copy. With DATABASE_URL the copy is a PostgreSQL database cloned from a migrated template (dropped
 * again on close); otherwise an in-memory PGlite restored from a snapshot kept in the temp folder.
 */
export function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresCopy(url) : openPgliteCopy();
}

/** Changes when a migration, or the PGlite build that wrote a snapshot, changes; names the cached copies. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(MIGRATIONS_FOLDER, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const SNAPSHOT_NAME = /^portal-api-pglite-[0-9a-f]{16}\.tar$/;

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const snapshot = join(tmpdir(), `portal-api-pglite-${migrationsFingerprint()}.tar`);
  if (!existsSync(snapshot)) await writeMigratedSnapshot(snapshot, await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]), extensions: PGLITE_EXTENSIONS }), 'PGlite test copy');
}

async function writeMigratedSnapshot(snapshot: string, client: PGlite): Promise<void> {
  const database = pgliteHandle(client, 'PGlite snapshot');
  try {
    await database.migrate();
    // Uncompressed: the snapshot restores faster, and the temp folder can spare 40 MB.
    const dump = await client.dumpDataDir('none');
    // Parallel test workers may race to write it; a rename makes the last complete copy win, never a partial one.
    const partial = `${snapshot}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
    // Snapshots of earlier migrations are of no more use, and would pile up at 40 MB each.
    for (const name of readdirSync(tmpdir())) {
      const file = join(tmpdir(), name);
      if (SNAPSHOT_NAME.test(name) && file !== snapshot) rmSync(file, { force: true });
    }
  } finally {
    await database.close();
  }
}

/** Serialises the template's creation between parallel test workers; any constant shared by them would do. */
const TEMPLATE_LOCK = 4_000_417;

async function openPostgresCopy(url: string): Promise<DatabaseHandle> {
  const template = `portal_api_template_${migrationsFingerprint()}`;
  const copy = `portal_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdministrator(url, async (admin) => {
    // Released when this connection ends.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount === 0) {
      // Built under another name and renamed when complete, so a run that died half-way leaves no broken template.
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const database = openPostgres(withDatabase(url, building));
      await database.migrate().finally(() => database.close());
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${template}"`);
  });

  // The copy is dropped WITH (FORCE) on close, which may end a connection the pool has let go of but not yet closed.
  const database = openPostgres(withDatabase(url, copy), { onIdleConnectionError: () => undefined });
  return {
    ...database,
    close: async () => {
      await database.close();
      await asAdministrator(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`));
    },
  };
}

async function asAdministrator<T>(url: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
