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
import { FactList, VisuallyHidden } from '@portal/shared-ui/kit';
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
  return (
    <FactList
      facts={[
        { label: paymentMethodTexts.name, value: method.name },
        { label: paymentMethodTexts.method, value: PAYMENT_METHOD_TYPE_LABELS[method.method] },
        { label: paymentMethodTexts.usedFor, value: NEW_PAYMENT_METHOD_KIND_LABELS[paymentMethodKindOf(method)] },
        { label: paymentMethodMessages.createdDate, value: formatDate(method.created) },
        { label: paymentMethodTexts.bankName, value: details.bankName },
        { label: paymentMethodTexts.bankAddress, value: details.bankAddress },
        { label: paymentMethodTexts.routingNumber, value: details.routingNumber },
        {
          label: paymentMethodTexts.accountNumber,
          // The asterisks are for the eye; a screen reader hears "Ending in 6789".
          value: (
            <>
              <span aria-hidden="true">{maskedAccountNumber(details.accountNumberLast4)}</span>
              <VisuallyHidden>{paymentMethodTexts.accountNumberEndingIn(details.accountNumberLast4)}</VisuallyHidden>
            </>
          ),
        },
        { label: paymentMethodTexts.accountName, value: details.accountName },
        { label: paymentMethodTexts.recipientAddress, value: details.recipientAddress },
        details.accountType && { label: paymentMethodTexts.accountType, value: ACCOUNT_TYPE_LABELS[details.accountType] },
        { label: paymentMethodTexts.authorized, value: method.authorized ? uiTexts.yes : uiTexts.no },
      ]}
    />
  );
}
