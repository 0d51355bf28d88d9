/** The driver's error (PGlite's or node-postgres's) as a chain of causes carries it: drizzle wraps it. */
interface DriverError {
  code: string;
  severity?: unknown;
  message?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  dataType?: unknown;
}

/** A SQLSTATE: five digits or capital letters (`23505`, `22P02`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function driverErrorIn(error: unknown): DriverError | null {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    // PGlite's and node-postgres's errors carry a severity beside the SQLSTATE; a system error's code (EPIPE) does not.
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') return current as DriverError;
  }
  return null;
}

/**
 * Whether a statement broke a unique constraint (SQLSTATE 23505). Drizzle wraps the driver's error, and PGlite and
 * node-postgres both carry the code, so the chain of causes is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  return driverErrorIn(error)?.code === '23505';
}

/** What may be logged of a failed statement: never the query's parameters, its `detail` or the values it quotes. */
export interface DatabaseFailure {
  /** The SQLSTATE (`23505` unique violation, `22003` out of range, `22021` bad byte sequence, …). */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The driver's message, each quoted value but the names above replaced by "…". */
  message: string;
}

/**
 * A database error as it may be logged, or null when the error did not come from the database. Drizzle's own
 * message ("Failed query: … params: …") and the driver's `detail` ("Key (email)=(ann@…) already exists"), `query`
 * and `params` carry what a person typed, hashes included; none of them is kept.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  const driver = driverErrorIn(error);
  if (!driver) return null;
  const name = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const names = new Set([driver.constraint, driver.table, driver.column, driver.schema, driver.dataType].filter((value): value is string => typeof value === 'string'));
  const message = typeof driver.message === 'string' ? driver.message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"')) : '';
  return { code: driver.code, constraint: name(driver.constraint), table: name(driver.table), column: name(driver.column), message: message.slice(0, 300) };
}
