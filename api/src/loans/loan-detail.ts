import { can, mayReadLoanRequest, type DealProperty, type LoanDetail, type LoanListRecord } from '@portal/shared-contracts';
import type { AccountActor } from '../access/actor';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { documentIsNeeded } from '../documents/needed-documents';
import { documents } from '../documents/schema';
import { entities } from '../entities/schema';
import { Refusal } from '../http/refusal';
import { httpMessages } from '../http/messages';
import { loanRequestsOf } from '../loan-requests/loan-requests';
import { loanExtensionRequests, loans } from './schema';

export type LoanRow = typeof loans.$inferSelect;

/** Another account's loan answers exactly as a loan that does not exist: it reveals nothing. */
export const loanNotFound = () => new Refusal(404, { message: httpMessages.notFound });

const ofTheAccount = () => and(eq(loans.id, sql.placeholder('loanId')), eq(loans.accountId, sql.placeholder('accountId')));
const loanStatement = preparedStatement(
  'loan_of_account',
  (db, name) => db.select().from(loans).where(ofTheAccount()).prepare(name),
);
const loanIdStatement = preparedStatement(
  'loan_id_of_account',
  (db, name) => db.select({ id: loans.id }).from(loans).where(ofTheAccount()).prepare(name),
);

/** The loan, read through the account: another account's loan is not found. */
export async function loanOfAccount(db: Database, accountId: number, loanId: number): Promise<LoanRow> {
  const [loan] = await loanStatement(db).execute({ loanId, accountId });
  if (!loan) throw loanNotFound();
  return loan;
}

/** That the loan is the account's, for a call that answers its parts, not the loan itself; as `loanOfAccount` refuses. */
export async function ensureLoanOfAccount(db: Database, accountId: number, loanId: number): Promise<void> {
  const [loan] = await loanIdStatement(db).execute({ loanId, accountId });
  if (!loan) throw loanNotFound();
}

/** What a list record is made of: its loan's columns, and of the property only the address. */
export type ListedLoan = Pick<
  LoanRow,
  | 'id'
  | 'number'
  | 'entityId'
  | 'transactionType'
  | 'loanCategory'
  | 'group'
  | 'amount'
  | 'fundedDate'
  | 'maturityDate'
  | 'dateEntered'
  | 'estimatedCloseDate'
  | 'payoffDate'
  | 'drawDate'
  | 'holdbackBalance'
  | 'paymentDueDate'
> & { property: Pick<DealProperty, 'address' | 'city' | 'state' | 'zipCode'> };

/**
 * The columns a list reads for `listRecordOf`, and no more: a loan row's JSON documents (the submitted deal, the
 * appraisals, the contacts) are most of its width, and a page of ten would read and parse them all for nothing.
 */
export const listedLoanColumns = {
  id: loans.id,
  number: loans.number,
  property: {
    address: sql<string>`${loans.property}->>'address'`,
    city: sql<string>`${loans.property}->>'city'`,
    state: sql<string>`${loans.property}->>'state'`,
    zipCode: sql<string>`${loans.property}->>'zipCode'`,
  },
  entityId: loans.entityId,
  transactionType: loans.transactionType,
  loanCategory: loans.loanCategory,
  group: loans.group,
  amount: loans.amount,
  fundedDate: loans.fundedDate,
  maturityDate: loans.maturityDate,
  dateEntered: loans.dateEntered,
  estimatedCloseDate: loans.estimatedCloseDate,
  payoffDate: loans.payoffDate,
  drawDate: loans.drawDate,
  holdbackBalance: loans.holdbackBalance,
  paymentDueDate: loans.paymentDueDate,
};

/** A loan as the lists show it (spec 001 §3 'Loan record', the fields My Deals reads). */
export function listRecordOf(loan: ListedLoan, entityName: string | null): LoanListRecord {
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
    draw_date: loan.drawDate,
    holdback_balance: loan.holdbackBalance,
    payment_due_date: loan.paymentDueDate,
  };
}

const entityNameStatement = preparedStatement(
  'entity_name_of_account',
  (db, name) =>
    db
      .select({ name: entities.name })
      .from(entities)
      .where(and(eq(entities.id, sql.placeholder('entityId')), eq(entities.accountId, sql.placeholder('accountId'))))
      .prepare(name),
);
const neededTypesStatement = preparedStatement(
  'needed_types_of_loan',
  (db, name) =>
    db
      .select({ type: documents.type })
      .from(documents)
      .where(and(eq(documents.loanId, sql.placeholder('loanId')), eq(documents.accountId, sql.placeholder('accountId')), documentIsNeeded))
      .orderBy(asc(documents.type))
      .prepare(name),
);
const extensionRequestsStatement = preparedStatement(
  'extension_requests_of_loan',
  (db, name) =>
    db
      .select()
      .from(loanExtensionRequests)
      .where(eq(loanExtensionRequests.loanId, sql.placeholder('loanId')))
      .orderBy(asc(loanExtensionRequests.createdAt), asc(loanExtensionRequests.id))
      .prepare(name),
);

/**
 * "GET /users/{id}/loans/{loan_id} | loan detail" (spec 001 §7): the loan record with what its detail page and the
 * action rules read besides: the names of its Needed Files, its extension requests (null when the lender opened none,
 * so the extension action is not offered), where its estimate of repairs stands, and the requests sent on it that
 * the reader's permissions show.
 */
export async function loanDetailOf(db: Database, { accountId, permissions }: Pick<AccountActor, 'accountId' | 'permissions'>, loanId: number): Promise<LoanDetail> {
  const loan = await loanOfAccount(db, accountId, loanId);
  const [entity, needed, extensionRequests, requests] = await Promise.all([
    loan.entityId === null ? Promise.resolve(undefined) : entityNameStatement(db).execute({ entityId: loan.entityId, accountId }).then(([row]) => row),
    neededTypesStatement(db).execute({ loanId: loan.id, accountId }),
    extensionRequestsStatement(db).execute({ loanId: loan.id }),
    loanRequestsOf(db, accountId, loan.id),
  ]);
  return {
    ...listRecordOf(loan, entity?.name ?? null),
    loan_terms: loan.loanTerms,
    loan_rate: loan.loanRate,
    ess: { holdback: loan.holdback, prepaid_interest: loan.prepaidInterest },
    current_balance: loan.currentBalance,
    draws_available_balance: loan.drawsAvailableBalance,
    servicing_current_pay_amount: loan.servicingCurrentPayAmount,
    percentage_to_funded: loan.percentageToFunded,
    draw_percentage: loan.drawPercentage,
    needed_files: [...new Set(needed.map((document) => document.type))],
    extension_requests:
      extensionRequests.length === 0 ? null : extensionRequests.map((request) => ({ id: request.id, status: request.status, created: request.createdAt.toISOString() })),
    appraisal: loan.appraisals,
    processor: loan.processor,
    lma: loan.lma,
    estimate_of_repairs: loan.estimateOfRepairsStatus === null ? null : { status: loan.estimateOfRepairsStatus },
    requests: requests.filter((request) => mayReadLoanRequest(request.kind, (...required) => can(permissions, ...required))),
  };
}
