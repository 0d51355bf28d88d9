import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  accountTypeShown,
  COMPANY,
  NEW_PAYMENT_METHOD_KIND_LABELS,
  NewPaymentMethod,
  PAYMENT_METHOD_TYPE_LABELS,
  paymentMethodEndpoints,
  paymentMethodMessages,
  PICKABLE_PAYMENT_METHOD_TYPES,
  type NewPaymentMethodKind,
  type PaymentMethod,
  type PortalContext,
} from '@portal/shared-contracts';
import { Button, fieldErrorsOf, Modal, TextField, toastRequestError, uiTexts, usePortal } from '@portal/shared-ui';
import { CheckboxField, FieldsAcross, SelectField, type SelectOption, ValidatedForm } from '@portal/shared-ui/kit';
import { paymentMethodTexts } from '../../texts/payment-methods';
import { newPaymentMethodOf, type PaymentMethodFormValues } from './payment-method-form';

// "check exists but is excluded from pickers" (spec 001 §3): Wire Transfer or ACH Transaction only.
const methodOptions: readonly SelectOption[] = PICKABLE_PAYMENT_METHOD_TYPES.map((method) => ({ value: method, label: PAYMENT_METHOD_TYPE_LABELS[method] }));
const accountTypeOptions: readonly SelectOption[] = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));

/** The authorization wordings of spec 001 §5: "one-time withdrawal for ACH, or authorized signatory releasing holdback funds for draw". */
const authorizationOf: Record<NewPaymentMethodKind, string> = {
  ach_payment: paymentMethodMessages.achAuthorization(COMPANY.name),
  draw_payment: paymentMethodMessages.drawAuthorization(COMPANY.name),
};

export interface NewPaymentMethodFormProps {
  /** The kind chosen in the menu; null while the dialog is closed. */
  kind: NewPaymentMethodKind | null;
  userId: number;
  onClose(): void;
  /** The account's payment methods as the API answered them ("response payment_methods list, last is new"). */
  onAdded(methods: PaymentMethod[]): void;
}

/**
 * The payment method form in a dialog titled with its kind, with every rule of spec 001 §5 'Payment method' (the
 * contract's `NewPaymentMethod`, the very schema the API applies). A refusal leaves everything typed in place, with
 * the server's field errors under their fields. The account number lives in the form only: the dialog's form is gone
 * once it closes. The fields carry no `maxLength`: the contract's limits are said when refused, so a pasted routing
 * or account number is never silently cut short into another number.
 */
export function NewPaymentMethodForm({ kind, userId, onClose, onAdded }: NewPaymentMethodFormProps) {
  const portal = usePortal();

  async function save(values: PaymentMethodFormValues, _form: FormApi<PaymentMethodFormValues>): Promise<SubmissionErrors> {
    try {
      const { payment_methods } = await portal.api.call(paymentMethodEndpoints.create, { params: { userId }, body: newPaymentMethodOf(values) }, { block: true });
      portal.ui.toast('success', paymentMethodMessages.added);
      rememberPaymentMethods(portal, payment_methods);
      onAdded(payment_methods);
      return undefined;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  const title = kind ? paymentMethodTexts.formTitle(NEW_PAYMENT_METHOD_KIND_LABELS[kind]) : '';
  return (
    <Modal open={kind !== null} title={title} onClose={onClose} className="loans-payment-methods__dialog">
      {kind && (
        <ValidatedForm<PaymentMethodFormValues>
          schema={NewPaymentMethod}
          initialValues={{ kind, authorized: false }}
          onSubmit={save}
          submitLabel={paymentMethodTexts.add}
          aria-label={title}
          className="loans-payment-methods__form"
          actions={
            <Button variant="secondary" onClick={onClose}>
              {uiTexts.cancel}
            </Button>
          }
        >
          <TextField name="name" label={paymentMethodTexts.name} autoComplete="off" required />
          <SelectField name="method" label={paymentMethodTexts.method} options={methodOptions} required />
          <AccountTypeField />
          <TextField name="details.bankName" label={paymentMethodTexts.bankName} autoComplete="off" required />
          <TextField name="details.bankAddress" label={paymentMethodTexts.bankAddress} autoComplete="off" required />
          <FieldsAcross shares="1 1">
            <TextField name="details.routingNumber" label={paymentMethodTexts.routingNumber} hint={paymentMethodTexts.digitsHint} inputMode="numeric" autoComplete="off" required />
            {/* Sensitive: never offered to the browser's autofill memory. */}
            <TextField
              name="details.accountNumber"
              label={paymentMethodTexts.accountNumber}
              hint={paymentMethodTexts.accountNumberHint}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              required
            />
          </FieldsAcross>
          <TextField name="details.accountName" label={paymentMethodTexts.accountName} autoComplete="off" required />
          <TextField name="details.recipientAddress" label={paymentMethodTexts.recipientAddress} autoComplete="off" required />
          <CheckboxField name="authorized" label={authorizationOf[kind]} required />
        </ValidatedForm>
      )}
    </Modal>
  );
}

/**
 * "accountType (checking or savings, when shown)" (spec 001 §3), "account type required when shown" (§5): asked for an
 * ACH Transaction only, and forgotten when the method changes, so a hidden choice is never sent.
 */
function AccountTypeField() {
  // A nested field by its path, as final-form names it.
  const form = useForm<Record<string, unknown>>();
  const { input: method } = useField<string | undefined>('method', { subscription: { value: true } });
  const shown = accountTypeShown(method.value);
  useEffect(() => {
    if (!shown) form.change('details.accountType', undefined);
  }, [shown, form]);
  if (!shown) return null;
  return <SelectField name="details.accountType" label={paymentMethodTexts.accountType} options={accountTypeOptions} required />;
}

/** The session's payment methods are ids only (the shell's pickers count them); no account detail goes there. */
function rememberPaymentMethods(portal: PortalContext, methods: readonly PaymentMethod[]) {
  const { bundle, refresh } = portal.session.getState();
  if (bundle) refresh({ ...bundle, paymentMethods: methods.map(({ id }) => ({ id })) });
}
