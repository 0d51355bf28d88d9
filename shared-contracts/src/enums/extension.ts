import * as v from 'valibot';
import { formMessages } from '../messages';
import { EXIT_STRATEGIES, EXIT_STRATEGY_LABELS, YES_NO_ANSWERS, YES_NO_LABELS } from './deals';

// The extension request's answers (spec 001 §3 and §5). The document gives only the words of each choice, so the
// raw values are their snake_case ("1-3 months" → "1_3_months") and the labels are the words as written.

/** "(1) extension_needed required": a yes/no question. */
export const EXTENSION_NEEDED_ANSWERS = YES_NO_ANSWERS;
export const EXTENSION_NEEDED_LABELS = YES_NO_LABELS;

/**
 * "reasons (Permits took longer than expected; Rehab took longer than expected; Selling the property took longer
 * than expected; Everything is on track and an extension is expected; Other) with description if Other"
 */
export const EXTENSION_REASONS = [
  'permits_took_longer_than_expected',
  'rehab_took_longer_than_expected',
  'selling_the_property_took_longer_than_expected',
  'everything_is_on_track_and_an_extension_is_expected',
  'other',
] as const;
export type ExtensionReason = (typeof EXTENSION_REASONS)[number];
export const ExtensionReason = v.picklist(EXTENSION_REASONS, formMessages.invalidChoice);
export const EXTENSION_REASON_LABELS: Record<ExtensionReason, string> = {
  permits_took_longer_than_expected: 'Permits took longer than expected',
  rehab_took_longer_than_expected: 'Rehab took longer than expected',
  selling_the_property_took_longer_than_expected: 'Selling the property took longer than expected',
  everything_is_on_track_and_an_extension_is_expected: 'Everything is on track and an extension is expected',
  other: 'Other',
};

/** "loan_paid_off estimate (Less than 30 days, 1-3 months, 4-6 months, 6-9 months, 9-12 months, More than 12 months)" */
export const LOAN_PAID_OFF_ESTIMATES = ['less_than_30_days', '1_3_months', '4_6_months', '6_9_months', '9_12_months', 'more_than_12_months'] as const;
export type LoanPaidOffEstimate = (typeof LOAN_PAID_OFF_ESTIMATES)[number];
export const LoanPaidOffEstimate = v.picklist(LOAN_PAID_OFF_ESTIMATES, formMessages.invalidChoice);
export const LOAN_PAID_OFF_ESTIMATE_LABELS: Record<LoanPaidOffEstimate, string> = {
  less_than_30_days: 'Less than 30 days',
  '1_3_months': '1-3 months',
  '4_6_months': '4-6 months',
  '6_9_months': '6-9 months',
  '9_12_months': '9-12 months',
  more_than_12_months: 'More than 12 months',
};

/** "property_status (Rehab in progress, Listed, In escrow, Rented, Other) with description if Other" */
export const EXTENSION_PROPERTY_STATUSES = ['rehab_in_progress', 'listed', 'in_escrow', 'rented', 'other'] as const;
export type ExtensionPropertyStatus = (typeof EXTENSION_PROPERTY_STATUSES)[number];
export const ExtensionPropertyStatus = v.picklist(EXTENSION_PROPERTY_STATUSES, formMessages.invalidChoice);
export const EXTENSION_PROPERTY_STATUS_LABELS: Record<ExtensionPropertyStatus, string> = {
  rehab_in_progress: 'Rehab in progress',
  listed: 'Listed',
  in_escrow: 'In escrow',
  rented: 'Rented',
  other: 'Other',
};

/** "rehab completion estimate (Less than 30 days, 1-3 months, 4-6 months, More than 6 months) when rehab in progress" */
export const REHAB_COMPLETION_ESTIMATES = ['less_than_30_days', '1_3_months', '4_6_months', 'more_than_6_months'] as const;
export type RehabCompletionEstimate = (typeof REHAB_COMPLETION_ESTIMATES)[number];
export const RehabCompletionEstimate = v.picklist(REHAB_COMPLETION_ESTIMATES, formMessages.invalidChoice);
export const REHAB_COMPLETION_ESTIMATE_LABELS: Record<RehabCompletionEstimate, string> = {
  less_than_30_days: 'Less than 30 days',
  '1_3_months': '1-3 months',
  '4_6_months': '4-6 months',
  more_than_6_months: 'More than 6 months',
};

/**
 * The extension form has exit_strategy and exit_strategy_other, but its choices are not shown: the portal offers the
 * deal's exit strategies (Sale, Refinance) and Other, which asks for the description.
 */
export const EXTENSION_EXIT_STRATEGIES = [...EXIT_STRATEGIES, 'other'] as const;
export type ExtensionExitStrategy = (typeof EXTENSION_EXIT_STRATEGIES)[number];
export const ExtensionExitStrategy = v.picklist(EXTENSION_EXIT_STRATEGIES, formMessages.invalidChoice);
export const EXTENSION_EXIT_STRATEGY_LABELS: Record<ExtensionExitStrategy, string> = { ...EXIT_STRATEGY_LABELS, other: 'Other' };
