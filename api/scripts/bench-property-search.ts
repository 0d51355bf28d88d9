/*
 * How fast the local property search answers on the bundled data set: p50, p99 and the slowest of a mix of
 * searches (misspelled addresses, prefixes, whole addresses, nothing found, APNs), after a warm-up. No timed
 * assertion lives in the tests; this is the measurement, rerunnable:
 *
 *   cd api && node -r @swc-node/register scripts/bench-property-search.ts [rounds]
 *
 * On an in-memory PGlite by default (migrated first); with DATABASE_URL, on that PostgreSQL database (which it
 * migrates: give it a scratch database).
 */
import { PROPERTY_SEARCH_MAX_RESULTS, type PropertySearchCriteria } from '@portal/shared-contracts';
import { openPglite, openPostgres } from '../src/db/database';
import { fromCsv } from '../src/properties/generate-properties';
import { localPropertyData } from '../src/properties/local-property-data';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

async function main() {
  const rounds = Number(process.argv[2] ?? 20);
  const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPglite({}, 'PGlite in memory');
  try {
    await database.migrate();
    const search = localPropertyData(database.db);
    const rows = fromCsv(readFileSync(join(__dirname, '..', 'src', 'properties', 'us-properties.csv'), 'utf8'));
    const misspell = (text: string) => text.replace(/([aeiou])([a-z])/, '$2$1');
    const queries: PropertySearchCriteria[] = [
      { address: '123 Mian Stret' },
      { address: '4810 Cotto' },
      { address: 'zzqx wvvq' },
      { apn: '17167-1402300019' },
      { apn: '5432' },
      ...rows.filter((_, index) => index % 60 === 7).flatMap((row) => [
        { address: `${row.address}, ${row.city}` },
        { address: misspell(row.address) },
        { address: row.address.slice(0, Math.max(3, row.address.length - 6)) },
        { apn: row.apn },
      ]),
    ];
    for (const query of queries) await search.search(query, PROPERTY_SEARCH_MAX_RESULTS);
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) {
        const start = process.hrtime.bigint();
        await search.search(query, PROPERTY_SEARCH_MAX_RESULTS);
        timings.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)]!.toFixed(2);
    console.log(`${database.description}: ${rows.length} properties, ${timings.length} searches (${queries.length} kinds × ${rounds})`);
    console.log(`p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   max ${timings[timings.length - 1]!.toFixed(2)} ms`);
    const misspelled = await search.search({ address: '123 Mian Stret' }, 3);
    console.log(`'123 Mian Stret' → ${misspelled.map((found) => `${found.address}, ${found.city} ${found.state}`).join(' | ') || 'nothing'}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
