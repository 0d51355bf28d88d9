import * as v from 'valibot';
import {
  accountTypeShown,
  NewPaymentMethod,
  type AccountType,
  type NewPaymentMethodKind,
} from '@portal/shared-contracts';

/** What the form holds while the borrower types: anything may still be missing. */
export type PaymentMethodFormValues = {
  kind: NewPaymentMethodKind;
  name?: string;
  method?: string;
  details?: {
    bankName?: string;
    bankAddress?: string;
    routingNumber?: string;
    accountNumber?: string;
    accountName?: string;
    recipientAddress?: string;
    accountType?: AccountType | null;
  };
  authorized?: boolean;
};

/**
 * The body of `POST /users/{userId}/payment_methods` from a form that passed `NewPaymentMethod`: its output (texts
 * trimmed), and no account type unless it is asked for ("account type required when shown").
 */
export function newPaymentMethodOf(values: PaymentMethodFormValues): NewPaymentMethod {
  const checked = v.parse(NewPaymentMethod, values);
  const { accountType, ...details } = checked.details;
  return { ...checked, details: accountTypeShown(checked.method) && accountType ? { ...details, accountType } : details };
}
