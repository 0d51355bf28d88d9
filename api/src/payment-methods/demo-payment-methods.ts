import { eq } from 'drizzle-orm';
import { lowerEnvironmentDataKey } from '../config';
import type { Database } from '../db/database';
import { addPaymentMethod, type NewPaymentMethodInput } from './payment-methods';
import { paymentMethods } from './schema';

/**
 * Ann's payment methods: "a payment method of each kind (ACH transaction and wire transfer)". The banks and numbers
 * are made up; the routing numbers pass the ABA checksum, as a real one would, and the account numbers have the 10 to
 * 12 digits of a real one.
 */
export const DEMO_PAYMENT_METHODS: readonly NewPaymentMethodInput[] = [
  {
    kind: 'ach_payment',
    name: 'Operating account',
    method: 'ach',
    authorized: true,
    details: {
      bankName: 'Lone Star Community Bank',
      bankAddress: '300 W 6th St, Austin, TX 78701',
      routingNumber: '114901231',
      accountNumber: '4820019377',
      accountName: 'Borrower Holdings LLC',
      recipientAddress: '100 Congress Ave, Suite 200, Austin, TX 78701',
      accountType: 'checking',
    },
  },
  {
    kind: 'draw_payment',
    name: 'Draw account',
    method: 'transfer',
    authorized: true,
    details: {
      bankName: 'Hill Country Savings Bank',
      bankAddress: '1201 S Lamar Blvd, Austin, TX 78704',
      routingNumber: '114923455',
      accountNumber: '730056128814',
      accountName: 'Borrower Holdings LLC',
      recipientAddress: '100 Congress Ave, Suite 200, Austin, TX 78701',
      accountType: null,
    },
  },
];

/**
 * Ann Borrower's demo payment methods, matched by name within her account: a re-run adds only those missing. The
 * seed runs in lower environments only, and seals with the key a lower environment's API uses (DATA_ENCRYPTION_KEY,
 * or the development key), unless given one.
 */
export async function seedDemoPaymentMethods(
  db: Database,
  { borrowerAccountId, borrowerUserId, dataEncryptionKey = lowerEnvironmentDataKey() }: { borrowerAccountId: number; borrowerUserId: number; dataEncryptionKey?: Buffer },
): Promise<void> {
  const present = new Set((await db.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.accountId, borrowerAccountId))).map((row) => row.name));
  for (const method of DEMO_PAYMENT_METHODS) {
    if (!present.has(method.name)) await addPaymentMethod(db, borrowerAccountId, borrowerUserId, method, dataEncryptionKey);
  }
}
