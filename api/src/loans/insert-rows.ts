import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/**
 * Inserts many rows in one statement whose one parameter is their JSON, which PostgreSQL reads into rows of the
 * table's own column types (`jsonb_populate_recordset`). Drizzle binds every value on its own: for the few hundred rows
 * of the demo loans that cost ten times as much, and the seed runs for every API test file. A column some rows give
 * and others leave out takes its default where it has a plain one, else NULL (a required one is an error); a column no
 * row gives takes the database's default. Returns the new ids, in the rows' order.
 */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const given = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const records = rows.map((row) =>
    Object.fromEntries(
      given.map((key) => {
        const column = columns[key]!;
        const value = (row as Record<string, unknown>)[key];
        if (value !== undefined) return [column.name, value instanceof Date ? value.toISOString() : value];
        if (column.default !== undefined && !is(column.default, SQL)) return [column.name, column.default];
        if (column.notNull) throw new Error(`insertRows: a row of ${column.name} leaves out a required column`);
        return [column.name, null];
      }),
    ),
  );
  const names = sql.join(
    given.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb) with ordinality as given order by given.ordinality returning id`,
  );
  // One statement numbers its rows in the order it inserts them, which the ORDER BY makes the rows' order.
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
