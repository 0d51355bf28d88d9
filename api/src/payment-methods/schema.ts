import { ACCOUNT_TYPES, PAYMENT_METHOD_TYPES } from '@portal/shared-contracts';
import { boolean, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';

export const paymentMethodType = pgEnum('payment_method_type', PAYMENT_METHOD_TYPES);
export const paymentMethodPurpose = pgEnum('payment_method_purpose', ['ACH', 'Draw']);
export const bankAccountType = pgEnum('bank_account_type', ACCOUNT_TYPES);

/*
 * An account's payment methods (spec 001 §3 'Payment method'): where a one-time ACH payment is drawn from, or where
 * draws are paid to. The account number is kept encrypted (AES-256-GCM, `account-number-cipher.ts`) and only its last
 * four digits are ever answered; it is never logged.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    method: paymentMethodType('method').notNull(),
    /** What it pays: 'ACH' (a one-time payment the borrower makes) or 'Draw' (the lender pays draws into it). */
    purpose: paymentMethodPurpose('purpose').notNull(),
    authorized: boolean('authorized').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    routingNumber: text('routing_number').notNull(),
    /** The account number sealed with the API's data key: version, IV, tag and ciphertext, base64url. */
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    accountName: text('account_name').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    accountType: bankAccountType('account_type'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_account_idx').on(table.accountId, table.id)],
);
