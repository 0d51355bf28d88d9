import { useMemo, useState } from 'react';
import {
  formatDate,
  NEW_PAYMENT_METHOD_KIND_LABELS,
  PAYMENT_METHOD_TYPE_LABELS,
  paymentMethodKindOf,
  paymentMethodEndpoints,
  paymentMethodMessages,
  routeByName,
  type NewPaymentMethodKind,
  type PaymentMethod,
} from '@portal/shared-contracts';
import { Button, useSession } from '@portal/shared-ui';
import { DataTable, LoadingWrapper, Page, useEndpoint, VerifiedOnly, type DataTableColumn } from '@portal/shared-ui/kit';
import { paymentMethodTexts } from '../../texts/payment-methods';
import { NewPaymentMethodForm } from './NewPaymentMethodForm';
import { NewPaymentMethodMenu } from './NewPaymentMethodMenu';
import { PaymentMethodDetails } from './PaymentMethodDetails';
import { useMayAddPaymentMethod } from './useMayAddPaymentMethod';
import './PaymentMethods.css';

/** "Table with name, method, Created Date" (spec 001 §2), and what each method is for (ACH Payment or Draw Payment). */
const columns: readonly DataTableColumn<PaymentMethod>[] = [
  { header: paymentMethodTexts.name, field: 'name', minWidth: 160 },
  { header: paymentMethodTexts.method, field: 'method', format: (method) => PAYMENT_METHOD_TYPE_LABELS[method as PaymentMethod['method']], minWidth: 140 },
  { header: paymentMethodTexts.usedFor, value: (method) => NEW_PAYMENT_METHOD_KIND_LABELS[paymentMethodKindOf(method)], minWidth: 140 },
  { header: paymentMethodMessages.createdDate, field: 'created', format: (created) => formatDate(String(created)), width: 150 },
];

/**
 * PaymentMethodsList (spec 001 §2 'Payment methods page'): the account's payment methods; "row click shows details";
 * '"+ New Payment Method" with ACH Payment or Draw Payment (needs verified e-mail)'; "Empty: 'No payment methods.'".
 */
export function PaymentMethods() {
  const userId = useSession((state) => state.bundle?.user.id);
  const list = useEndpoint(paymentMethodEndpoints.list, { params: { userId: userId ?? 0 } }, { enabled: userId !== undefined });
  // After an addition the API's answer is the list: it replaces the one loaded.
  const [added, setAdded] = useState<PaymentMethod[] | null>(null);
  const [shown, setShown] = useState<PaymentMethod | null>(null);
  const [adding, setAdding] = useState<NewPaymentMethodKind | null>(null);
  const methods = useMemo(() => added ?? (list.status === 'loaded' ? list.data.payment_methods : []), [added, list.status, list.data]);

  return (
    <Page title={routeByName('PaymentMethodsList').title} actions={<AddPaymentMethod onChoose={setAdding} />}>
      <LoadingWrapper
        loading={!added && list.loading}
        error={added ? null : list.error}
        onRetry={list.retry}
        loadingLabel={paymentMethodTexts.loadingPaymentMethods}
      >
        {(added || list.status === 'loaded') && (
          <DataTable
            label={paymentMethodTexts.tableLabel}
            columns={columns}
            rows={methods}
            rowKey={(method) => String(method.id)}
            emptyText={paymentMethodMessages.noPaymentMethods}
            hint={methods.length > 0 ? paymentMethodTexts.openHint : undefined}
            onRowClick={setShown}
          />
        )}
      </LoadingWrapper>
      <PaymentMethodDetails method={shown} onClose={() => setShown(null)} />
      {userId !== undefined && (
        <NewPaymentMethodForm
          kind={adding}
          userId={userId}
          onClose={() => setAdding(null)}
          onAdded={(answer) => {
            setAdded(answer);
            setAdding(null);
          }}
        />
      )}
    </Page>
  );
}

/** "+ New Payment Method" for whoever may add one; the unverified get the not-verified popover with Resend Link. */
function AddPaymentMethod({ onChoose }: { onChoose(kind: NewPaymentMethodKind): void }) {
  const mayAdd = useMayAddPaymentMethod();
  if (mayAdd === 'no') return null;
  return (
    <VerifiedOnly placement="bottom-end">
      {(trigger) => (trigger ? <Button {...trigger}>{paymentMethodMessages.newPaymentMethod}</Button> : <NewPaymentMethodMenu onChoose={onChoose} />)}
    </VerifiedOnly>
  );
}
