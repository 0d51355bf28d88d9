import { DEAL_TYPES, LOAN_CATEGORIES, LOAN_GROUPS, PROPERTY_TYPES, TRANSACTION_TYPES, type DealProperty } from '@portal/shared-contracts';
import { date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
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
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    fundedDate: date('funded_date'),
    maturityDate: date('maturity_date'),
    payoffDate: date('payoff_date'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    dateEntered: timestamp('date_entered', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('loans_account_group_idx').on(table.accountId, table.group, table.id)],
);
