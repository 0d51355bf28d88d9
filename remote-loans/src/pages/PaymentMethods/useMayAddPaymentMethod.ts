import { mayCall, paymentMethodEndpoints } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';

/**
 * Whether "+ New Payment Method" shows, by the create endpoint's declared access (as the API decides): 'yes', 'no', or
 * 'verify-first' for someone who would be allowed once verified ("needs verified e-mail", spec 001 §2), who gets the
 * not-verified popover with Resend Link instead of the menu.
 */
export function useMayAddPaymentMethod(): 'yes' | 'verify-first' | 'no' {
  return useSession((state) => {
    const { bundle } = state;
    if (!bundle) return 'no';
    if (mayCall(paymentMethodEndpoints.create, bundle)) return 'yes';
    return mayCall(paymentMethodEndpoints.create, { ...bundle, user: { ...bundle.user, verified: true } }) ? 'verify-first' : 'no';
  });
}
