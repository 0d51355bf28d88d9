import * as v from 'valibot';
import { formMessages } from '../messages';

/**
 * A loan's raw status (`loan_category`), as the lender's systems write it, with spaces. The order is the
 * specification's: the in-progress categories of spec 001 §3, then the statuses of the label list.
 */
export const LOAN_CATEGORIES = [
  'unverified',
  'new',
  'need ess',
  'review ess',
  'ess approval',
  'ptd conditions',
  'final approval',
  'needs docs',
  'docs drawn',
  'to be funded',
  'funded',
  'active',
  'paid',
  'on hold',
] as const;
export type LoanCategory = (typeof LOAN_CATEGORIES)[number];
export const LoanCategory = v.picklist(LOAN_CATEGORIES, formMessages.invalidChoice);

/**
 * "Pending loan categories counted as in progress: unverified, new, need ess, review ess, ess approval, ptd
 * conditions, final approval, needs docs, docs drawn, to be funded." (spec 001 §3)
 */
export const IN_PROGRESS_LOAN_CATEGORIES = [
  'unverified',
  'new',
  'need ess',
  'review ess',
  'ess approval',
  'ptd conditions',
  'final approval',
  'needs docs',
  'docs drawn',
  'to be funded',
] as const satisfies readonly LoanCategory[];

/** The display labels, in the order the specification lists them. */
export const LOAN_STATUS_LABELS = [
  'Pending Valuation',
  'Pending Terms Approval',
  'PTD Conditions',
  'Docs in Progress',
  'Pending Funding',
  'Funded',
  'Active',
  'Paid',
  'On Hold',
] as const;
export type LoanStatusLabel = (typeof LOAN_STATUS_LABELS)[number];

/**
 * "unverified and new show Pending Valuation; need ess and ess approval show Pending Terms Approval; ptd conditions
 * shows PTD Conditions; final approval and needs docs show Docs in Progress; docs drawn and to be funded show
 * Pending Funding; funded shows Funded; active shows Active; paid shows Paid; on hold shows On Hold."
 * (spec 000 §3, spec 001 §3)
 *
 * `review ess` is counted in progress but has no label in the specification; it sits between `need ess` and
 * `ess approval`, so the portal shows it as Pending Terms Approval too.
 */
export const LOAN_STATUS_LABEL_OF: Readonly<Record<LoanCategory, LoanStatusLabel>> = {
  unverified: 'Pending Valuation',
  new: 'Pending Valuation',
  'need ess': 'Pending Terms Approval',
  'review ess': 'Pending Terms Approval',
  'ess approval': 'Pending Terms Approval',
  'ptd conditions': 'PTD Conditions',
  'final approval': 'Docs in Progress',
  'needs docs': 'Docs in Progress',
  'docs drawn': 'Pending Funding',
  'to be funded': 'Pending Funding',
  funded: 'Funded',
  active: 'Active',
  paid: 'Paid',
  'on hold': 'On Hold',
};

/** The lender's systems are not consistent about case and spacing ("Need ESS", "need  ess "): read them alike. */
function normalised(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ');
}

function knownCategory(raw: string | null | undefined): LoanCategory | null {
  if (typeof raw !== 'string') return null;
  const category = normalised(raw);
  return (LOAN_CATEGORIES as readonly string[]).includes(category) ? (category as LoanCategory) : null;
}

/** The label a borrower reads for a raw loan status; an unknown status is shown as the server wrote it. */
export function loanStatusLabel(raw: string | null | undefined): string {
  const category = knownCategory(raw);
  if (category) return LOAN_STATUS_LABEL_OF[category];
  return typeof raw === 'string' ? raw.trim() : '';
}

/** "Pending loan categories counted as in progress" (spec 001 §3). */
export function loanCategoryIsInProgress(raw: string | null | undefined): boolean {
  const category = knownCategory(raw);
  return category !== null && (IN_PROGRESS_LOAN_CATEGORIES as readonly string[]).includes(category);
}

/** The raw statuses a label stands for, for filters that offer labels. */
export function loanCategoriesLabelled(label: LoanStatusLabel): LoanCategory[] {
  return LOAN_CATEGORIES.filter((category) => LOAN_STATUS_LABEL_OF[category] === label);
}
