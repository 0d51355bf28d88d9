import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Hot statements, built once per database and variant instead of at every call. Drizzle otherwise builds the SQL
 * text again each time (a third of the API's CPU per list call on PostgreSQL), and the name given to `.prepare()`
 * lets PostgreSQL keep the parsed statement and its plan on each pooled connection (node-postgres sends the text
 * once per connection, then only the name and the values). A name must always stand for the same text there, so
 * it is made from the variant, the only thing the text depends on.
 *
 * A statement stays bound to what it was prepared on, so one asked for inside a transaction is prepared for that
 * call alone, as an unprepared query would be built.
 */
export function preparedStatements<Variant, Statement>(
  nameOf: (variant: Variant) => string,
  prepare: (db: Database, variant: Variant, name: string) => Statement,
): (db: Database, variant: Variant) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db, variant) => {
    if (is(db, PgTransaction)) return prepare(db, variant, nameOf(variant));
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = new Map()));
    const name = nameOf(variant);
    let statement = prepared.get(name);
    if (!statement) prepared.set(name, (statement = prepare(db, variant, name)));
    return statement;
  };
}

/** A hot statement whose text has one form: `preparedStatements` with one variant, named once. */
export function preparedStatement<Statement>(name: string, prepare: (db: Database, name: string) => Statement): (db: Database) => Statement {
  const statementOn = preparedStatements<void, Statement>(
    () => name,
    (db, _single, statementName) => prepare(db, statementName),
  );
  return (db) => statementOn(db, undefined);
}
