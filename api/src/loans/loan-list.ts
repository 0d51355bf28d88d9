import type { LoanListQuery, LoanListResponse, LoanSearchKey } from '@portal/shared-contracts';
import { and, count, desc, eq, ilike, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatements } from '../db/prepared-statements';
import { jsonRowsOf } from '../db/json-rows';
import { likeLiterally } from '../db/like-pattern';
import { entities } from '../entities/schema';
import { listedLoanColumns, listRecordOf } from './loan-detail';
import { loans } from './schema';

/*
 * My Deals' list call (spec 001 §7) in one statement: the totals of the whole list, and beside them the page, read
 * newest first from the keyset indexes (account, group, id; account, id) after `last_id`, only the columns a list
 * record needs. A statement's text depends only on which conditions apply (its shape); the values are its
 * parameters, and each shape is prepared once (db/prepared-statements.ts).
 */

/** Which conditions a list applies: what changes the statement's text. */
interface ListShape {
  inGroup: boolean;
  search: LoanSearchKey | null;
  afterLoan: boolean;
}

const shapeOf = (query: LoanListQuery): ListShape => ({
  inGroup: query.group !== 'all',
  search: query.search_key && query.search_value ? query.search_key : null,
  afterLoan: query.last_id !== undefined,
});

/** The statement's parameters; those its shape does not use are ignored. */
const valuesOf = (accountId: number, query: LoanListQuery) => ({
  accountId,
  group: query.group,
  pattern: `%${likeLiterally(query.search_value ?? '')}%`,
  lastId: query.last_id === undefined ? null : Number(query.last_id),
  pageSize: query.page_size,
});

const parameter = (name: keyof ReturnType<typeof valuesOf>) => sql.placeholder(name);

/** The loans a list shows, whatever page: the account's, in the group, matching the search. */
function listed(shape: ListShape) {
  const searched = { number: loans.number, address: listedLoanColumns.property.address } as const;
  return and(
    eq(loans.accountId, parameter('accountId')),
    shape.inGroup ? eq(loans.group, parameter('group')) : undefined,
    shape.search ? ilike(searched[shape.search], parameter('pattern')) : undefined,
  );
}

/** One name per shape, such as loan_list_group_unsearched_after. */
const nameOf = (shape: ListShape) => ['loan_list', shape.inGroup ? 'group' : 'all', shape.search ?? 'unsearched', shape.afterLoan ? 'after' : 'first'].join('_');

/** What each record of a page is read from, as one JSON object: its loan's columns and its entity's name. */
const pageRows = jsonRowsOf({ ...listedLoanColumns, entityName: entities.name });

const listStatement = preparedStatements(nameOf, (db, shape: ListShape, name) => {
  const where = listed(shape);
  const page = db
    .select({ loan: pageRows.object.as('loan'), id: loans.id })
    .from(loans)
    .leftJoin(entities, eq(entities.id, loans.entityId))
    .where(shape.afterLoan ? and(where, lt(loans.id, parameter('lastId'))) : where)
    .orderBy(desc(loans.id))
    .limit(parameter('pageSize'))
    .as('page');
  // One row: the totals of the whole list, and the page as one JSON array (see db/json-rows.ts), newest first.
  return db
    .select({
      total: count(),
      amount: sum(loans.amount).mapWith(Number),
      page: sql<Record<string, unknown>[]>`(select coalesce(json_agg(${page.loan} order by ${page.id} desc), '[]') from ${page})`,
    })
    .from(loans)
    .where(where)
    .prepare(name);
});

/** The page the query asks for, and the count and sum of amounts of the whole list it pages. */
export async function loanListOf(db: Database, accountId: number, query: LoanListQuery): Promise<LoanListResponse> {
  const [list] = await listStatement(db, shapeOf(query)).execute(valuesOf(accountId, query));
  return {
    records: (list?.page ?? []).map((row) => {
      const loan = pageRows.read(row);
      return listRecordOf(loan, loan.entityName);
    }),
    total: list?.total ?? 0,
    total_amount: list?.amount ?? 0,
  };
}
