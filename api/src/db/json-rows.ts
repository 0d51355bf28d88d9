import { Column, is, SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/*
 * Rows read as one JSON value instead of column by column. A page of ten list records is about 250 values: read as
 * columns, the driver parses and drizzle maps each one in JavaScript (about 60 µs of the API's CPU per page on
 * PostgreSQL, 200 µs on PGlite); as a `json_agg` of `json_build_object`s, PostgreSQL writes them into one value and
 * one JSON.parse reads it. Each value is then decoded by its column, as drizzle decodes the driver's text.
 */

/** What a JSON row may hold: columns, SQL expressions and objects of them, as a drizzle selection. */
export interface JsonSelection {
  readonly [key: string]: Column | SQL | SQL.Aliased | JsonSelection;
}

/**
 * Column types whose JSON form decodes to what their text form does. Others are refused rather than read wrongly:
 * a numeric read as a string, say, would lose its trailing zeros in JSON ("2.50" becomes 2.5).
 */
const DECODED_ALIKE = new Set(['PgText', 'PgEnumColumn', 'PgInteger', 'PgSerial', 'PgBoolean', 'PgNumericNumber', 'PgDateString', 'PgTimestamp']);

/**
 * How a selection is read as JSON rows: the SQL of one row (`json_build_object('key', value, …)`, nested objects as
 * nested objects), and the reader that turns such a row into what drizzle would have read from the columns: each
 * column's value through its own decoder, an SQL expression as JSON gives it (so give it no `mapWith`). The reader
 * is made once per selection, not worked out again for every row.
 */
export function jsonRowsOf<T extends JsonSelection>(selection: T): { object: SQL; read: (row: Record<string, unknown>) => SelectResultFields<T> } {
  const fields = Object.entries(selection).map(([key, field]) => {
    // Keys are the code's own property names, written into the statement as literals.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`A JSON row's key must be a plain name: ${key}`);
    return { key, ...fieldOf(field) };
  });
  const object = sql`json_build_object(${sql.join(
    fields.map(({ key, value }) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
  const read = (row: Record<string, unknown>) => {
    const read: Record<string, unknown> = {};
    for (const { key, decode } of fields) read[key] = decode(row[key]);
    return read as SelectResultFields<T>;
  };
  return { object, read };
}

function fieldOf(field: JsonSelection[string]): { value: SQL | Column; decode: (value: unknown) => unknown } {
  if (is(field, Column)) {
    if (!DECODED_ALIKE.has(field.columnType)) throw new Error(`${field.name} (${field.columnType}) cannot be read from JSON as from its column`);
    return { value: field, decode: (value) => (value === null ? null : field.mapFromDriverValue(value)) };
  }
  // An aliased expression would be written as its alias; inside the object it is its expression.
  if (is(field, SQL.Aliased)) return { value: field.sql, decode: (value) => value };
  if (is(field, SQL)) return { value: field, decode: (value) => value };
  const nested = jsonRowsOf(field);
  return { value: nested.object, decode: (value) => (value === null ? null : nested.read(value as Record<string, unknown>)) };
}
