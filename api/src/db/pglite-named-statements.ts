import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/*
 * PGlite with named prepared statements, as drizzle's client.
 *
 * PGlite's own `query()` runs every statement unnamed, in six exchanges with its WebAssembly backend (Parse, Describe
 * the statement, Bind, Describe the portal, Execute, Sync): every call parses and plans its SQL again, which costs as
 * much as running it (a page of the loan list: 730 µs, 290 of them when the plan is kept). Here each distinct SQL
 * text is parsed and described once, as a named statement; later calls send Bind, Execute and Sync in one exchange,
 * and PostgreSQL reuses the parsed statement and, after a few runs, its plan — what node-postgres gets from
 * PostgreSQL when drizzle names a statement.
 *
 * The answer is the one PGlite's `query()` gives: values are serialized by the parameter types the description
 * gave, with the call's serializers before PGlite's; rows are parsed by PGlite's own `parseResults` from the
 * described columns, with the call's parsers and row mode (drizzle asks for arrays, and its own parsers for dates);
 * a database error is PGlite's, with the query, its parameters and options attached as PGlite attaches them.
 *
 * What stays with PGlite: transactions (drizzle runs them through PGlite's `transaction()`, whose statements stay
 * unnamed) and a call with a blob (COPY) or with its own parameter types. A named statement takes the same two locks
 * as `query()`, so it never runs inside someone else's transaction.
 */

/**
 * How many statements stay prepared, the least recently used closed first. The API's own are a few dozen; a bulk
 * insert makes a new text for each number of rows it writes, and those come and go.
 */
export const STATEMENTS_KEPT = 250;

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  /** The columns it answers; none for a statement without rows (an UPDATE without RETURNING). */
  columns: messages.RowDescriptionMessage | undefined;
  /** Its columns' parsers, by the parsers a call gave: a prepared drizzle query gives the same ones at every call. */
  parsersByCall: WeakMap<object, PGlite['parsers']>;
}

/** What PostgreSQL answers at Execute when a table changed the statement's columns since it was described. */
const isOutdatedDescription = (error: unknown) => codeOf(error) === '0A000' && (error as Error).message === 'cached plan must not change result type';

export function withNamedStatements(pglite: PGlite): PGlite {
  // A Map keeps insertion order: using a statement moves it to the end, so the first one is the least recently used.
  const statements = new Map<string, NamedStatement>();
  let statementsNamed = 0;

  function recentlyUsed(text: string): NamedStatement | undefined {
    const statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    }
    return statement;
  }

  /** Parse and Describe in one exchange (closing the least recently used statement if the cache is full). */
  async function prepare(text: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const closing: Uint8Array[] = [];
    if (statements.size >= STATEMENTS_KEPT) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `pglite_named_${(statementsNamed += 1)}`;
    const replies = await pglite.execProtocolStream(
      joined([...closing, protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { onNotice: options?.onNotice },
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(replies),
      columns: replies.find((reply): reply is messages.RowDescriptionMessage => reply.name === 'rowDescription'),
      parsersByCall: new WeakMap(),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Bind, Execute and Sync in one exchange; the rows read as PGlite's `query()` reads them. */
  async function run(statement: NamedStatement, params: unknown[], options: QueryOptions | undefined): Promise<Results<unknown>> {
    const values = params.map((value, index) => serialized(value, statement.parameterTypes[index]!, options));
    const replies = await pglite.execProtocolStream(
      joined([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute(), protocol.serialize.sync()]),
      { onNotice: options?.onNotice },
    );
    const [results] = parse.parseResults(statement.columns ? [statement.columns, ...replies] : replies, parsersOf(statement, options), { ...options, parsers: undefined });
    return results!;
  }

  /**
   * The parsers of the statement's columns: the call's, else PGlite's. Given the call's parsers, `parseResults` would
   * copy all of PGlite's (one per type and array type, some 380) into a new object at every call, 150 µs: as long as
   * a simple statement takes to run. A column with neither falls to PGlite's built-in parsers, as it would there.
   */
  function parsersOf(statement: NamedStatement, options: QueryOptions | undefined): PGlite['parsers'] {
    if (!options?.parsers) return pglite.parsers;
    const known = statement.parsersByCall.get(options.parsers);
    if (known) return known;
    const parsers: PGlite['parsers'] = {};
    for (const { dataTypeID } of statement.columns?.fields ?? []) {
      const parser = options.parsers[dataTypeID] ?? pglite.parsers[dataTypeID];
      if (parser) parsers[dataTypeID] = parser;
    }
    statement.parsersByCall.set(options.parsers, parsers);
    return parsers;
  }

  function serialized(value: unknown, type: number, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
    return serialize ? serialize(value) : String(value);
  }

  async function runNamed(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<unknown>> {
    const known = recentlyUsed(text);
    try {
      return await run(known ?? (await prepare(text, options)), params, options);
    } catch (error) {
      if (!known || !isOutdatedDescription(error)) throw error;
      // Prepared before a migration changed its columns: describe it again, once. Nothing ran (no transaction is open).
      statements.delete(text);
      await pglite.execProtocolStream(joined([protocol.serialize.close({ type: 'S', name: known.name }), protocol.serialize.sync()]));
      return await run(await prepare(text, options), params, options);
    }
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        try {
          return (await runNamed(text, params, options)) as Results<T>;
        } catch (error) {
          // As PGlite's query() does, so that an error reads the same whichever way the statement went.
          if (codeOf(error) !== undefined) Object.assign(error as object, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  // Everything but query() is PGlite's own, called on PGlite itself (its private fields need it as `this`).
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A database error's SQLSTATE. Not `instanceof`: under Jest, PGlite's classes come from another realm. */
function codeOf(error: unknown): string | undefined {
  const { code, severity } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' ? code : undefined;
}

function joined(messages: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(messages.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of messages) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
