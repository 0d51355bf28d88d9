import { accountTypeShown, PAYMENT_METHOD_PURPOSES, type NewPaymentMethod, type PaymentMethod } from '@portal/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { lastFourDigitsOf, sealAccountNumber } from './account-number-cipher';
import { paymentMethods } from './schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** A payment method as the contract's `NewPaymentMethod` outputs it: trimmed and checked. */
export type NewPaymentMethodInput = v.InferOutput<typeof NewPaymentMethod>;

const paymentMethodsStatement = preparedStatement(
  'payment_methods_of_account',
  (db, name) =>
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, sql.placeholder('accountId')))
      .orderBy(asc(paymentMethods.id))
      .prepare(name),
);

/** The account's payment methods, oldest first: the last is the newest ("response payment_methods list, last is new"). */
export async function paymentMethodsOf(db: Database, accountId: number): Promise<PaymentMethod[]> {
  const rows = await paymentMethodsStatement(db).execute({ accountId });
  return rows.map(paymentMethodAnswerOf);
}

/** Adds a payment method to the account, its account number sealed with the data key. */
export async function addPaymentMethod(db: Database, accountId: number, createdBy: number | null, method: NewPaymentMethodInput, dataKey: Buffer): Promise<PaymentMethodRow> {
  const { details } = method;
  const [row] = await db
    .insert(paymentMethods)
    .values({
      accountId,
      createdBy,
      name: method.name,
      method: method.method,
      purpose: PAYMENT_METHOD_PURPOSES[method.kind],
      authorized: method.authorized,
      bankName: details.bankName,
      bankAddress: details.bankAddress,
      routingNumber: details.routingNumber,
      accountNumberSealed: sealAccountNumber(details.accountNumber, dataKey),
      accountNumberLast4: lastFourDigitsOf(details.accountNumber),
      accountName: details.accountName,
      recipientAddress: details.recipientAddress,
      // Asked for an ACH Transaction only ("account type required when shown"): a wire keeps none.
      accountType: accountTypeShown(method.method) ? (details.accountType ?? null) : null,
    })
    .returning();
  if (!row) throw new Error('Adding a payment method returned no row');
  return row;
}

/** The method as the contract answers it: the account number only as its last four digits, never sealed or whole. */
export function paymentMethodAnswerOf(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    method: row.method,
    type: row.purpose,
    authorized: row.authorized,
    created: row.createdAt.toISOString(),
    details: {
      bankName: row.bankName,
      bankAddress: row.bankAddress,
      routingNumber: row.routingNumber,
      accountNumberLast4: row.accountNumberLast4,
      accountName: row.accountName,
      recipientAddress: row.recipientAddress,
      accountType: row.accountType,
    },
  };
}
