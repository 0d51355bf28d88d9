import * as v from 'valibot';
import { signedIn } from '../access';
import { LoanRequest } from '../api/loans';
import { defineEndpoint } from '../endpoints';
import {
  ExtensionExitStrategy,
  ExtensionPropertyStatus,
  ExtensionReason,
  LoanPaidOffEstimate,
  RehabCompletionEstimate,
} from '../enums/extension';
import { formMessages } from '../messages';
import { dateNotBeforeToday, optionalText, PhoneNumber, RecordId, requiredSelection, requiredText } from '../validators';
import { LOAN_REQUEST_FILE_KIND } from './draw';
import { jsonField } from './multipart-fields';
import { LOAN_FORM_NAME_MAX } from './payoff';

/** "additional information max 500"; the "Other" descriptions have the same room. */
export const EXTENSION_TEXT_MAX = 500;

/** `/users/{id}/loans/{loan_id}/extension/{extension_request_id}`. */
export const ExtensionParams = v.object({ id: RecordId, loan_id: RecordId, extension_request_id: RecordId });

const other = optionalText(EXTENSION_TEXT_MAX, { multiLine: true });
const contact = { point_of_contact: requiredText(LOAN_FORM_NAME_MAX), phone_number: PhoneNumber, additional_information: other };

/** What the answers ask besides their own rules: each "Other" described, the rehab's remaining time when in progress. */
function missingAnswers(form: v.InferOutput<typeof ExtensionNeeded>): string[] {
  const missing: string[] = [];
  if (form.extension_why.includes('other') && form.extension_why_other === '') missing.push('extension_why_other');
  if (form.property_status === 'other' && form.property_status_other === '') missing.push('property_status_other');
  if (form.property_status === 'rehab_in_progress' && form.complete_rehab_estimation === undefined) missing.push('complete_rehab_estimation');
  if (form.exit_strategy === 'other' && form.exit_strategy_other === '') missing.push('exit_strategy_other');
  return missing;
}

const ExtensionNeeded = v.object({
  extension_needed: v.literal('yes'),
  extension_why: jsonField(requiredSelection(ExtensionReason)),
  extension_why_other: other,
  loan_paid_off: LoanPaidOffEstimate,
  property_status: ExtensionPropertyStatus,
  property_status_other: other,
  complete_rehab_estimation: v.optional(RehabCompletionEstimate),
  exit_strategy: ExtensionExitStrategy,
  exit_strategy_other: other,
  ...contact,
});

/**
 * The extension form (spec 001 §3, §4): with an extension needed, why (with a description if Other), when the loan
 * will be paid off, where the property stands (with a description if Other; how long the rehab still takes when
 * it is in progress), the exit strategy (with a description if Other); without, the projected payoff date, not
 * before today. Both ask for a point of contact and a phone, and optional additional information. Answers the
 * chosen branch does not ask are dropped.
 */
export const ExtensionBody = v.pipe(
  v.variant('extension_needed', [ExtensionNeeded, v.object({ extension_needed: v.literal('no'), projected_payoff_date: dateNotBeforeToday(), ...contact })], formMessages.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.extension_needed !== 'yes') return;
    const form = dataset.value;
    for (const key of missingAnswers(form)) {
      addIssue({ message: formMessages.required, path: [{ type: 'object', origin: 'value', input: form, key, value: form[key as keyof typeof form] }] });
    }
  }),
);
export type ExtensionBody = v.InferInput<typeof ExtensionBody>;

export const extensionEndpoints = {
  /** The answer to one of the extension requests the lender opened on the loan; loans.write. */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/loans/{loan_id}/extension/{extension_request_id}',
    params: ExtensionParams,
    body: ExtensionBody,
    response: LoanRequest,
    files: { files: { kind: LOAN_REQUEST_FILE_KIND, maxFiles: 10, optional: true } },
    access: signedIn({ permissions: ['loans.read', 'loans.write'] }),
  }),
};
