import { paymentMethodEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { addPaymentMethod, paymentMethodsOf } from './payment-methods';

/**
 * The account's payment methods (spec 001 §2 'Payment methods page', §5, §7), read and written through the account
 * the session operates on; the access (payments.read, and to add one a verified e-mail and payments.write) is the
 * contract's. The account number is sealed before it reaches the database and answered only as its last four
 * digits; it never reaches the log: the API logs no bodies, and a refused field's error carries its message, not
 * its value.
 */
export const paymentMethodsApi = defineApiArea('payment-methods', async (app, { db, config }) => {
  registerEndpoint(app, paymentMethodEndpoints.list, async ({ actor }) => ({ payment_methods: await paymentMethodsOf(db, actor.accountId) }));

  // "response payment_methods list, last is new"
  registerEndpoint(app, paymentMethodEndpoints.create, async ({ actor, body }) => {
    await addPaymentMethod(db, actor.accountId, actor.userId, body, config.dataEncryptionKey);
    return { payment_methods: await paymentMethodsOf(db, actor.accountId) };
  });
});
