import { useMemo } from 'react';
import { paymentMethodEndpoints, paymentMethodMessages, type PaymentMethod } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';
import { LoadingWrapper, SelectField, useEndpoint } from '@portal/shared-ui/kit';
import { loanTexts } from '../../texts/loans';

export interface PaymentMethodPickerProps {
  name: string;
  label: string;
  /** The account the session operates on. */
  userId: number;
  /** Which of the account's methods may be picked ("Draw payment methods use type 'Draw'"). */
  offers(method: PaymentMethod): boolean;
}

/** "a payment-method selector" (spec 001 §2): the account's methods the request may use, or where to add one. */
export function PaymentMethodPicker({ name, label, userId, offers }: PaymentMethodPickerProps) {
  const methods = useEndpoint(paymentMethodEndpoints.list, { params: { userId } });
  const options = useMemo(() => (methods.data?.payment_methods ?? []).filter(offers).map((method) => ({ value: String(method.id), label: method.name })), [methods.data, offers]);
  return (
    <LoadingWrapper loading={methods.loading} error={methods.error} onRetry={methods.retry}>
      {options.length > 0 ? (
        <SelectField name={name} label={label} options={options} required />
      ) : (
        <p>
          {paymentMethodMessages.noPaymentMethods} <RouteLink route="PaymentMethodsList">{loanTexts.addPaymentMethod}</RouteLink>
        </p>
      )}
    </LoadingWrapper>
  );
}
