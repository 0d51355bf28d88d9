/*
 * Writes the local property provider's data set: `src/properties/us-properties.csv` and the migration that loads it
 * (`drizzle/0007_property_data.sql`), both from the seeded generator in `src/properties/generate-properties.ts`.
 * Rerunnable: the same seed writes the same bytes. `--check` writes nothing and fails if either file differs.
 *
 *   cd api && node -r @swc-node/register scripts/generate-properties.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateProperties, toCsv, toMigrationSql } from '../src/properties/generate-properties';

const CSV_FILE = join(__dirname, '..', 'src', 'properties', 'us-properties.csv');
const MIGRATION_FILE = join(__dirname, '..', 'drizzle', '0007_property_data.sql');

const rows = generateProperties();
const outputs: [string, string][] = [
  [CSV_FILE, toCsv(rows)],
  [MIGRATION_FILE, toMigrationSql(rows)],
];

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
  if (stale.length > 0) {
    console.error(`Not what the generator writes: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`${rows.length} properties: both files are up to date.`);
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`${rows.length} properties in ${rows.reduce((states, row) => states.add(row.state), new Set<string>()).size} states and DC written.`);
}
