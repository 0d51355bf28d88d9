import {
  DEAL_TYPES,
  LOAN_CATEGORIES,
  LOAN_GROUPS,
  PROPERTY_TYPES,
  TRANSACTION_TYPES,
  type DealProperty,
  type LoanAppraisal,
  type LoanContact,
  type RepairCategory,
} from '@portal/shared-contracts';
import { date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';
import { entities } from '../entities/schema';

/*
 * Loans (spec 001 §3 'Loan record'). A submitted deal becomes a loan in category `new`; the lender's work moves it
 * through the categories. Every loan belongs to an account and is read through it. The deal as the borrower
 * submitted it is kept as it came (the wizard's sections, validated by the contract's NewDealBody); the loans
 * area adds the lender's own fields (amounts, dates, checklist) as it needs them.
 */

export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const dealType = pgEnum('deal_type', DEAL_TYPES);
export const propertyType = pgEnum('property_type', PROPERTY_TYPES);
export const loanCategory = pgEnum('loan_category', LOAN_CATEGORIES);
export const loanGroup = pgEnum('loan_group', LOAN_GROUPS);
export const estimateOfRepairsStatus = pgEnum('estimate_of_repairs_status', ['not_submitted', 'submitted', 'approved']);
export const extensionRequestStatus = pgEnum('extension_request_status', ['open', 'submitted', 'approved', 'declined']);

/** Dollars with cents, read as numbers. */
const dollars = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** A fraction from 0 to 1 ("percentage_to_funded 0 to 1"). */
const fraction = (name: string) => numeric(name, { precision: 5, scale: 4, mode: 'number' });

export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The loan number people quote; made from the id when the loan is created. */
    number: text('number').notNull().unique(),
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'set null' }),
    transactionType: transactionType('transaction_type').notNull(),
    dealType: dealType('deal_type').notNull(),
    dealTypeDescription: text('deal_type_description'),
    propertyType: propertyType('property_type').notNull(),
    loanCategory: loanCategory('loan_category').notNull().default('new'),
    group: loanGroup('group').notNull().default('in_progress'),
    /** The main property as submitted (address, visit, status, contact notes). */
    property: jsonb('property').$type<DealProperty>().notNull(),
    /** The cross-collateral properties, in the order chosen. */
    crosses: jsonb('crosses').$type<unknown[]>().notNull().default([]),
    /** The purchase or the refinance section, whichever the transaction type asked. */
    transaction: jsonb('transaction').$type<Record<string, unknown>>().notNull(),
    propertyRepair: jsonb('property_repair').$type<Record<string, unknown> | null>(),
    /** The closing date the borrower gave, as the estimated close date (MM/DD/YYYY as entered). */
    estimatedCloseDate: text('estimated_close_date'),
    /** The loan amount, once the lender sets it; a new deal has none. */
    amount: dollars('amount'),
    fundedDate: date('funded_date'),
    maturityDate: date('maturity_date'),
    payoffDate: date('payoff_date'),
    /*
     * The lender's servicing figures (spec 001 §3 'Loan record'), set as the loan is approved, funded and serviced;
     * a new deal has none of them.
     */
    /** "terms in months". */
    loanTerms: integer('loan_terms'),
    /** "rate %": the yearly interest rate in percent. */
    loanRate: numeric('loan_rate', { precision: 6, scale: 3, mode: 'number' }),
    /** `ess.holdback`: the holdback set aside for repairs at funding (the active card's "initial holdback"). */
    holdback: dollars('holdback'),
    /** `ess.prepaid_interest`. */
    prepaidInterest: dollars('prepaid_interest'),
    /** The holdback not yet drawn. */
    holdbackBalance: dollars('holdback_balance'),
    /** What the borrower may draw now (the inspected work not yet paid). */
    drawsAvailableBalance: dollars('draws_available_balance'),
    /**
     * The holdback balance per repair category, as the lender's servicing keeps it (its budget less the draws it
     * has paid): what a draw may ask of each category (`get_draws_balance`). Dollars; a missing category has none.
     */
    repairBalances: jsonb('repair_balances').$type<Partial<Record<RepairCategory, number>> | null>(),
    /** The principal owed: the active card's "current balance", the paid card's "balance". */
    currentBalance: dollars('current_balance'),
    /** `servicing_current_pay_amount`: the active card's "current due". */
    servicingCurrentPayAmount: dollars('servicing_current_pay_amount'),
    /** The day the next payment is due (the dashboard's payment due dates, the overdue indicator). */
    paymentDueDate: date('payment_due_date'),
    /** The day of the last draw (the overdue-draw indicator). */
    drawDate: date('draw_date'),
    percentageToFunded: fraction('percentage_to_funded').notNull().default(0),
    drawPercentage: fraction('draw_percentage'),
    /** "appraisal (list with appraisal_ordered and appraisal_received)". */
    appraisals: jsonb('appraisals').$type<LoanAppraisal[]>().notNull().default([]),
    /** The Loan Account Coordinator and the Loan Monitoring Associate, when the lender has named them. */
    processor: jsonb('processor').$type<LoanContact | null>(),
    lma: jsonb('lma').$type<LoanContact | null>(),
    /** Where the loan's estimate of repairs stands; null when the loan has none to give. */
    estimateOfRepairsStatus: estimateOfRepairsStatus('estimate_of_repairs_status'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    dateEntered: timestamp('date_entered', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The keyset of every list: a group's pages (account, group, id) and ALL's (account, id), read backwards for newest first; a
    // search filters the account's rows these indexes reach.
    index('loans_account_group_idx').on(table.accountId, table.group, table.id),
    index('loans_account_id_idx').on(table.accountId, table.id),
  ],
);

/**
 * The extension requests the lender opened on a loan (spec 001 §3 `extension_requests`). A loan without any has
 * `extension_requests: null`, and the extension action is not offered (§4).
 */
export const loanExtensionRequests = pgTable(
  'loan_extension_requests',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    status: extensionRequestStatus('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [index('loan_extension_requests_loan_idx').on(table.loanId)],
);

/** The figures a monthly statement prints, as they stood at the period's end. */
export interface StatementFigures {
  principalBalance: number;
  interestRate: number;
  interestDue: number;
  amountDue: number;
  dueDate: string;
  holdbackBalance: number | null;
}

/**
 * A loan's monthly statements (spec 001 §3 `documents.statements`): the figures of the period; the PDF is made from
 * them and the loan when the borrower downloads it.
 */
export const loanStatements = pgTable(
  'loan_statements',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    periodEnd: date('period_end').notNull(),
    figures: jsonb('figures').$type<StatementFigures>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('loan_statements_loan_idx').on(table.loanId, table.periodEnd)],
);
