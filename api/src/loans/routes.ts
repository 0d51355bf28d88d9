import { loanEndpoints, type LoanListQuery, type LoanListRecord } from '@portal/shared-contracts';
import { and, count, desc, eq, ilike, lt, sql, sum, type SQL } from 'drizzle-orm';
import { entities } from '../entities/schema';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { loans } from './schema';

type LoanRow = typeof loans.$inferSelect;

/** `%` and `_` typed in a search are the characters themselves. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The loans a list shows, whatever page: the account's, in the group, matching the search. */
function listed(accountId: number, query: LoanListQuery): SQL {
  const conditions = [eq(loans.accountId, accountId)];
  if (query.group !== 'all') conditions.push(eq(loans.group, query.group));
  if (query.search_key && query.search_value) {
    const pattern = `%${literally(query.search_value)}%`;
    conditions.push(query.search_key === 'number' ? ilike(loans.number, pattern) : ilike(sql`${loans.property}->>'address'`, pattern));
  }
  return and(...conditions)!;
}

function listRecordOf(loan: LoanRow, entityName: string | null): LoanListRecord {
  return {
    id: loan.id,
    number: loan.number,
    property: { address: loan.property.address, city: loan.property.city, state: loan.property.state, zip_code: loan.property.zipCode },
    entity_id: loan.entityId,
    entity: entityName === null ? null : { name: entityName },
    transaction_type: loan.transactionType,
    loan_category: loan.loanCategory,
    group: loan.group,
    amount: loan.amount,
    funded_date: loan.fundedDate,
    maturity_date: loan.maturityDate,
    date_entered: loan.dateEntered.toISOString(),
    estimated_close_date: loan.estimatedCloseDate,
    checklist: { funded: loan.fundedDate, payoff_date: loan.payoffDate },
  };
}

/**
 * The account's loans (spec 001 §7), read through the account the session operates on. Pages run newest first and
 * continue after `last_id` (a keyset on the account, group and id index), so loading more never repeats or skips a
 * loan; `total` and `total_amount` describe the whole list the pages come from.
 */
export const loansApi = defineApiArea('loans', async (app, { db }) => {
  registerEndpoint(app, loanEndpoints.list, async ({ actor, query }) => {
    const where = listed(actor.accountId, query);
    const page = await db
      .select({ loan: loans, entityName: entities.name })
      .from(loans)
      .leftJoin(entities, eq(entities.id, loans.entityId))
      .where(query.last_id === undefined ? where : and(where, lt(loans.id, Number(query.last_id))))
      .orderBy(desc(loans.id))
      .limit(query.page_size);
    const [totals] = await db.select({ total: count(), amount: sum(loans.amount).mapWith(Number) }).from(loans).where(where);
    return {
      records: page.map(({ loan, entityName }) => listRecordOf(loan, entityName)),
      total: totals?.total ?? 0,
      total_amount: totals?.amount ?? 0,
    };
  });
});
