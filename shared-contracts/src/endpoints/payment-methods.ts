import { signedIn } from '../access';
import { NewPaymentMethod, PaymentMethodList, PaymentMethodUserParams } from '../api/payment-methods';
import { defineEndpoint } from '../endpoints';

/** The account's payment methods (spec 001 §2 'Payment methods page', §5, §7). */
export const paymentMethodEndpoints = {
  /** The page's table: PaymentMethodsList needs payments.read (spec 001 §2). */
  list: defineEndpoint({
    method: 'GET',
    path: '/users/{userId}/payment_methods',
    params: PaymentMethodUserParams,
    response: PaymentMethodList,
    access: signedIn({ permissions: ['payments.read'] }),
  }),
  /** '"+ New Payment Method" with ACH Payment or Draw Payment (needs verified e-mail)'; writing needs payments.write. */
  create: defineEndpoint({
    method: 'POST',
    path: '/users/{userId}/payment_methods',
    params: PaymentMethodUserParams,
    body: NewPaymentMethod,
    response: PaymentMethodList,
    access: signedIn({ verified: true, permissions: ['payments.read', 'payments.write'] }),
  }),
};
