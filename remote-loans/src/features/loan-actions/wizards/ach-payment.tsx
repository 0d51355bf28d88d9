import { achPaymentEndpoints, AchPaymentBody, COMPANY, mayPayAchFrom, paymentMethodMessages, type PaymentMethod } from '@portal/shared-contracts';
import { CheckboxField, MoneyField } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';
import { PaymentMethodPicker } from '../PaymentMethodPicker';
import { defineLoanActionWizard } from '../wizard-definition';

export interface AchPaymentValues extends Record<string, unknown> {
  authorizedAmount?: number;
  authorized?: boolean;
  paymentMethod?: string;
}

/** Stable, so the picker's options are worked out once per list. */
const offered = (method: PaymentMethod) => mayPayAchFrom(method);

/**
 * The one-time ACH payment (spec 001 §3, §4, §5): the amount, the account it is paid from and the authorization, all
 * required. Done sends it, and the frame then shows the authorization to sign ("an e-signature frame opens from the
 * returned signing address").
 */
export const achPaymentWizard = defineLoanActionWizard<AchPaymentValues>({
  steps: () => [
    {
      title: loanTexts.achPayment,
      render: ({ userId }) => (
        <>
          <MoneyField name="authorizedAmount" label={loanTexts.authorizedAmount} schema={AchPaymentBody.entries.authorizedAmount} required />
          <PaymentMethodPicker name="paymentMethod" label={loanTexts.achPaymentMethod} userId={userId} offers={offered} />
          <CheckboxField name="authorized" label={paymentMethodMessages.achAuthorization(COMPANY.name)} required />
        </>
      ),
      fields: ['authorizedAmount', 'paymentMethod', 'authorized'],
      validate: ({ form }) => form.getState().values.paymentMethod !== undefined,
    },
  ],
  submit: async ({ loan, values, userId, portal }) => {
    const { signing_url } = await portal.api.call(
      achPaymentEndpoints.send,
      { params: { id: userId, loan_id: loan.id }, body: { authorizedAmount: values.authorizedAmount!, authorized: true, paymentMethod: values.paymentMethod! } },
      { block: true },
    );
    return { signingUrl: signing_url };
  },
});
