import type { ReactNode } from 'react';
import {
  ACCOUNT_TYPE_LABELS,
  formatDate,
  maskedAccountNumber,
  NEW_PAYMENT_METHOD_KIND_LABELS,
  PAYMENT_METHOD_TYPE_LABELS,
  paymentMethodKindOf,
  paymentMethodMessages,
  type PaymentMethod,
} from '@portal/shared-contracts';
import { Modal, uiTexts } from '@portal/shared-ui';
import { VisuallyHidden } from '@portal/shared-ui/kit';
import { paymentMethodTexts } from '../../texts/payment-methods';

/**
 * "row click shows details" (spec 001 §2): every field of the payment method, the account number "masked except its
 * last 4 digits" (the API never answers more of it). The dialog's own Close button (and Escape) closes it.
 */
export function PaymentMethodDetails({ method, onClose }: { method: PaymentMethod | null; onClose(): void }) {
  return (
    <Modal
      open={method !== null}
      title={method ? paymentMethodTexts.detailsTitle(method.name) : ''}
      onClose={onClose}
    >
      {method && <DetailsList method={method} />}
    </Modal>
  );
}

function DetailsList({ method }: { method: PaymentMethod }) {
  const { details } = method;
  const facts: [string, ReactNode][] = [
    [paymentMethodTexts.name, method.name],
    [paymentMethodTexts.method, PAYMENT_METHOD_TYPE_LABELS[method.method]],
    [paymentMethodTexts.usedFor, NEW_PAYMENT_METHOD_KIND_LABELS[paymentMethodKindOf(method)]],
    [paymentMethodMessages.createdDate, formatDate(method.created)],
    [paymentMethodTexts.bankName, details.bankName],
    [paymentMethodTexts.bankAddress, details.bankAddress],
    [paymentMethodTexts.routingNumber, details.routingNumber],
    [
      paymentMethodTexts.accountNumber,
      // The asterisks are for the eye; a screen reader hears "Ending in 6789".
      <>
        <span aria-hidden="true">{maskedAccountNumber(details.accountNumberLast4)}</span>
        <VisuallyHidden>{paymentMethodTexts.accountNumberEndingIn(details.accountNumberLast4)}</VisuallyHidden>
      </>,
    ],
    [paymentMethodTexts.accountName, details.accountName],
    [paymentMethodTexts.recipientAddress, details.recipientAddress],
    ...(details.accountType ? [[paymentMethodTexts.accountType, ACCOUNT_TYPE_LABELS[details.accountType]] as [string, ReactNode]] : []),
    [paymentMethodTexts.authorized, method.authorized ? uiTexts.yes : uiTexts.no],
  ];
  return (
    <dl className="loans-payment-methods__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="loans-payment-methods__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
