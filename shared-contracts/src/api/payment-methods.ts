import * as v from 'valibot';
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NUMBER_MAX_LENGTH, ADDRESS_MAX_LENGTH, BANK_NAME_MAX_LENGTH, NAME_MAX_LENGTH, ROUTING_NUMBER_MAX_LENGTH } from '../constants';
import { AccountType, NewPaymentMethodKind, PAYMENT_METHOD_PURPOSES, PaymentMethodType, PICKABLE_PAYMENT_METHOD_TYPES } from '../enums/loans';
import { formMessages } from '../messages';
import { paymentMethodMessages } from '../messages/loans';
import { RecordId, RequiredCheckbox, requiredText } from '../validators';

/** The person in the path: `/users/{userId}/payment_methods` (spec 001 §7). */
export const PaymentMethodUserParams = v.object({ userId: RecordId });

/** Routing and account numbers are digits only; the lengths are spec 001 §9's ("routing and account number max 20"). */
const digitsUpTo = (max: number) => v.pipe(requiredText(max), v.regex(/^\d+$/, paymentMethodMessages.digitsOnly));

/**
 * "transfer and ach sub-object: bankName, bankAddress, routingNumber, accountNumber, accountName, recipientAddress,
 * accountType (checking or savings, when shown)" (spec 001 §3), with §5's rules: "bank name max 100; routing number
 * max 20; account number max 20; account name max 100; bank and recipient addresses required; account type required
 * when shown". The portal asks the account type for an ACH Transaction (a debit needs it; a wire does not).
 */
export const BankAccountDetails = v.object({
  bankName: requiredText(BANK_NAME_MAX_LENGTH),
  bankAddress: requiredText(ADDRESS_MAX_LENGTH),
  routingNumber: digitsUpTo(ROUTING_NUMBER_MAX_LENGTH),
  accountNumber: digitsUpTo(ACCOUNT_NUMBER_MAX_LENGTH),
  accountName: requiredText(ACCOUNT_NAME_MAX_LENGTH),
  recipientAddress: requiredText(ADDRESS_MAX_LENGTH),
  accountType: v.optional(v.nullable(AccountType)),
});

/** "account type required when shown": shown for an ACH Transaction. */
export function accountTypeShown(method: string | null | undefined): boolean {
  return method === 'ach';
}

/**
 * `POST /users/{userId}/payment_methods` (spec 001 §5 'Payment method'): "name required; type required (Wire Transfer
 * or ACH Transaction); ... authorization checkbox required". Check is not offered ("excluded from pickers").
 */
export const NewPaymentMethod = v.pipe(
  v.object({
    kind: NewPaymentMethodKind,
    name: requiredText(NAME_MAX_LENGTH),
    method: v.picklist(PICKABLE_PAYMENT_METHOD_TYPES, formMessages.required),
    details: BankAccountDetails,
    authorized: RequiredCheckbox,
  }),
  v.forward(
    v.check((form) => !accountTypeShown(form.method) || Boolean(form.details.accountType), formMessages.required),
    ['details', 'accountType'],
  ),
);
export type NewPaymentMethod = v.InferInput<typeof NewPaymentMethod>;

/**
 * A payment method as the API answers it. The account number is never returned after creation: only its last four
 * digits (shown masked, "****6789"). `type` is what it pays: 'ACH' for a one-time payment, 'Draw' for a draw
 * ("Draw payment methods use type 'Draw'", spec 001 §5).
 */
export const PaymentMethod = v.object({
  id: v.number(),
  name: v.string(),
  method: PaymentMethodType,
  type: v.picklist(Object.values(PAYMENT_METHOD_PURPOSES)),
  authorized: v.boolean(),
  created: v.string(),
  details: v.object({
    bankName: v.string(),
    bankAddress: v.string(),
    routingNumber: v.string(),
    accountNumberLast4: v.string(),
    accountName: v.string(),
    recipientAddress: v.string(),
    accountType: v.nullable(AccountType),
  }),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

/** "response payment_methods list, last is new" (spec 001 §7). */
export const PaymentMethodList = v.object({ payment_methods: v.array(PaymentMethod) });
export type PaymentMethodList = v.InferOutput<typeof PaymentMethodList>;

/** The account number as the details show it: "masked except its last 4 digits". */
export function maskedAccountNumber(last4: string): string {
  return `****${last4}`;
}

/** The methods a picker offers ("check exists but is excluded from pickers"). */
export function pickablePaymentMethods<M extends { method: string }>(methods: readonly M[]): M[] {
  return methods.filter((method) => (PICKABLE_PAYMENT_METHOD_TYPES as readonly string[]).includes(method.method));
}
