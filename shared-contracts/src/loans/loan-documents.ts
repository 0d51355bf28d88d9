import { APPRAISAL_STATUS_LABELS, type AppraisalStatus } from '../enums/loans';
import type { LoanAppraisal, LoanDocumentType } from '../api/loans';

/**
 * "Legend colours for files: Reviewed - Approved green, Submitted Files grey, Needed Files red" (spec 001 §2): a
 * document type with an approved file is approved; with files none of which is approved yet, submitted; asked for and
 * with no file, needed. A type nobody asked for and nobody filled is not listed.
 */
export type LoanDocumentStatus = 'approved' | 'submitted' | 'needed';

export function loanDocumentStatus(document: Pick<LoanDocumentType, 'needed' | 'submittedCount' | 'approvedCount'>): LoanDocumentStatus | null {
  if (document.approvedCount > 0) return 'approved';
  if (document.submittedCount > 0) return 'submitted';
  return document.needed ? 'needed' : null;
}

/** The legend's words for each status, the same the table says in text beside the colour. */
export const LOAN_DOCUMENT_STATUS_LABELS: Record<LoanDocumentStatus, string> = {
  approved: 'Reviewed - Approved',
  submitted: 'Submitted Files',
  needed: 'Needed Files',
};

/**
 * "an appraisal status (Not ordered / Ordered / Received)" (spec 001 §2), read from "appraisal (list with
 * appraisal_ordered and appraisal_received)" (§3): received when any appraisal came back, ordered when any was ordered.
 */
export function appraisalStatus(appraisals: readonly LoanAppraisal[]): AppraisalStatus {
  if (appraisals.some((appraisal) => appraisal.appraisal_received)) return 'received';
  if (appraisals.some((appraisal) => appraisal.appraisal_ordered)) return 'ordered';
  return 'not_ordered';
}

export function appraisalStatusLabel(appraisals: readonly LoanAppraisal[]): string {
  return APPRAISAL_STATUS_LABELS[appraisalStatus(appraisals)];
}
