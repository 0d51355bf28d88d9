import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { openAccountNumber, sealAccountNumber } from '../payment-methods/account-number-cipher';
import { applicationRecords, applicationSections } from './schema';

/*
 * How the application's areas keep what they saved: a section per account, records per account and kind. Every read
 * and write names the account the session operates on. Secrets (what a person typed that is sensitive) are given
 * apart from the data and kept sealed as one value under the API's data key, the way bank account numbers are
 * (payment-methods/account-number-cipher.ts); they come back opened only to the handler that asked.
 */

export type Secrets = Record<string, string>;

/** Who saves: the account the session operates on and the person acting. */
export interface Saver {
  accountId: number;
  userId: number;
}

export interface Stored<T> {
  data: T;
  secrets: Secrets;
}

export interface StoredRecord<T> extends Stored<T> {
  id: number;
  kind: string;
}

function seal(secrets: Secrets, dataKey: Buffer): string | null {
  return Object.keys(secrets).length === 0 ? null : sealAccountNumber(JSON.stringify(secrets), dataKey);
}

function open(sealed: string | null, dataKey: Buffer): Secrets {
  if (sealed === null) return {};
  try {
    return JSON.parse(openAccountNumber(sealed, dataKey)) as Secrets;
  } catch {
    throw new Error("An application's sealed fields do not open: altered, or sealed under another DATA_ENCRYPTION_KEY");
  }
}

/** A saved section of the account's application, or null before its first save. */
export async function sectionOf<T>(db: Database, dataKey: Buffer, accountId: number, section: string): Promise<Stored<T> | null> {
  const [row] = await db
    .select({ data: applicationSections.data, sealed: applicationSections.sealed })
    .from(applicationSections)
    .where(and(eq(applicationSections.accountId, accountId), eq(applicationSections.section, section)));
  return row ? { data: row.data as T, secrets: open(row.sealed, dataKey) } : null;
}

/** Every saved section of the account's application, by name. */
export async function sectionsOf(db: Database, dataKey: Buffer, accountId: number): Promise<Map<string, Stored<unknown>>> {
  const rows = await db
    .select({ section: applicationSections.section, data: applicationSections.data, sealed: applicationSections.sealed })
    .from(applicationSections)
    .where(eq(applicationSections.accountId, accountId));
  return new Map(rows.map((row) => [row.section, { data: row.data, secrets: open(row.sealed, dataKey) }]));
}

/**
 * Where an answer reads the account's application from, a section or a kind of records at a time: the database, one
 * statement a read (`readsOf`), or the whole application read once (`wholeApplicationOf`), for the profile, whose
 * answer is every part of it: two statements instead of twelve.
 */
export interface ApplicationReads {
  section<T>(section: string): Promise<Stored<T> | null>;
  /** As `recordsOf` reads them: of a kind, or of every kind under a prefix ending in ':'; oldest first. */
  records<T>(kind: string): Promise<StoredRecord<T>[]>;
}

export function readsOf(db: Database, dataKey: Buffer, accountId: number): ApplicationReads {
  return {
    section: (section) => sectionOf(db, dataKey, accountId, section),
    records: (kind) => recordsOf(db, dataKey, accountId, kind),
  };
}

/**
 * The account's application read whole: every saved section's data by name, each record's kind, and the reads. A
 * section's or record's sealed secrets are opened when it is read, as `readsOf` opens them.
 */
export interface WholeApplication extends ApplicationReads {
  savedData: ReadonlyMap<string, Record<string, unknown>>;
  /** The kind of each record. */
  recordKinds: readonly string[];
}

const sectionsStatement = preparedStatement(
  'application_sections_of_account',
  (db, name) =>
    db
      .select({ section: applicationSections.section, data: applicationSections.data, sealed: applicationSections.sealed })
      .from(applicationSections)
      .where(eq(applicationSections.accountId, sql.placeholder('accountId')))
      .prepare(name),
);
const recordsStatement = preparedStatement(
  'application_records_of_account',
  (db, name) =>
    db
      .select()
      .from(applicationRecords)
      .where(eq(applicationRecords.accountId, sql.placeholder('accountId')))
      .orderBy(asc(applicationRecords.id))
      .prepare(name),
);

export async function wholeApplicationOf(db: Database, dataKey: Buffer, accountId: number): Promise<WholeApplication> {
  const [sections, records] = await Promise.all([sectionsStatement(db).execute({ accountId }), recordsStatement(db).execute({ accountId })]);
  const byName = new Map(sections.map((row) => [row.section, row]));
  const ofKind = (kind: string) => (kind.endsWith(':') ? (record: RecordRow) => record.kind.startsWith(kind) : (record: RecordRow) => record.kind === kind);
  return {
    savedData: new Map(sections.map((row) => [row.section, row.data])),
    recordKinds: records.map((record) => record.kind),
    section: <T>(section: string) => {
      const row = byName.get(section);
      return Promise.resolve(row ? { data: row.data as T, secrets: open(row.sealed, dataKey) } : null);
    },
    records: <T>(kind: string) => Promise.resolve(records.filter(ofKind(kind)).map((row) => storedRecordOf(row, dataKey) as StoredRecord<T>)),
  };
}

type RecordRow = typeof applicationRecords.$inferSelect;

function storedRecordOf(row: RecordRow, dataKey: Buffer): StoredRecord<unknown> {
  return { id: row.id, kind: row.kind, data: row.data, secrets: open(row.sealed, dataKey) };
}

/** Saves a section whole (what its schema checked), replacing what was saved before. */
export async function saveSection<T extends object>(db: Database, dataKey: Buffer, saver: Saver, section: string, data: T, secrets: Secrets = {}): Promise<void> {
  const values = { data: data as Record<string, unknown>, sealed: seal(secrets, dataKey), updatedBy: saver.userId, updatedAt: new Date() };
  await db
    .insert(applicationSections)
    .values({ accountId: saver.accountId, section, ...values })
    .onConflictDoUpdate({ target: [applicationSections.accountId, applicationSections.section], set: values });
}

/**
 * The account's records of a kind (`employment`), or of every kind under a prefix ending in ':' (`asset:`), oldest
 * first.
 */
export async function recordsOf<T>(db: Database, dataKey: Buffer, accountId: number, kind: string): Promise<StoredRecord<T>[]> {
  const rows = await db
    .select()
    .from(applicationRecords)
    .where(and(eq(applicationRecords.accountId, accountId), kind.endsWith(':') ? like(applicationRecords.kind, `${kind}%`) : eq(applicationRecords.kind, kind)))
    .orderBy(asc(applicationRecords.id));
  return rows.map((row) => storedRecordOf(row, dataKey) as StoredRecord<T>);
}

/** Adds a record of a kind; its id. */
export async function addRecord<T extends object>(db: Database, dataKey: Buffer, saver: Saver, kind: string, data: T, secrets: Secrets = {}): Promise<number> {
  const [row] = await db
    .insert(applicationRecords)
    .values({ accountId: saver.accountId, kind, data: data as Record<string, unknown>, sealed: seal(secrets, dataKey), createdBy: saver.userId })
    .returning({ id: applicationRecords.id });
  return row!.id;
}

/** Deletes the account's record of that kind with that id; false when the account has none such (another's, or gone). */
export async function deleteRecord(db: Database, accountId: number, kind: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(applicationRecords)
    .where(and(eq(applicationRecords.id, id), eq(applicationRecords.accountId, accountId), eq(applicationRecords.kind, kind)))
    .returning({ id: applicationRecords.id });
  return deleted.length > 0;
}

const recordIdsStatement = preparedStatement(
  'application_record_ids_of_kind',
  (db, name) =>
    db
      .select({ id: applicationRecords.id })
      .from(applicationRecords)
      .where(and(eq(applicationRecords.accountId, sql.placeholder('accountId')), eq(applicationRecords.kind, sql.placeholder('kind'))))
      .prepare(name),
);

/** How many records of a kind the account has. */
export async function countRecords(db: Database, accountId: number, kind: string): Promise<number> {
  const rows = await recordIdsStatement(db).execute({ accountId, kind });
  return rows.length;
}
