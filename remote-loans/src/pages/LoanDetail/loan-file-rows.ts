import {
  ASSET_MANAGEMENT_DOCUMENT_KEYS,
  LOAN_DETAIL_ACTION_LABELS,
  loanDocumentStatus,
  type LoanDocumentStatus,
  type LoanDocuments,
  type LoanFile,
} from '@portal/shared-contracts';
import { dayText } from '../../features/loan-format/loan-format';
import { loanTexts } from '../../texts/loans';

/** One line of "Files Submitted For This Loan": a document type (or one upload), its status and its files. */
export interface LoanFileRow {
  key: string;
  name: string;
  status: LoanDocumentStatus;
  files: readonly LoanFile[];
}

export interface LoanFileSection {
  title: string;
  rows: readonly LoanFileRow[];
}

function documentRows(prefix: string, documents: LoanDocuments['standard']): LoanFileRow[] {
  return documents.flatMap((document) => {
    const status = loanDocumentStatus(document);
    // "A type nobody asked for and nobody filled is not listed."
    return status ? [{ key: `${prefix}:${document.type}`, name: document.type, status, files: document.files }] : [];
  });
}

/**
 * A borrower's upload (type Salesforce) is its own line, with its review status in the legend's words; a refused file
 * is one the lender needs again, so it reads as a Needed File.
 */
function uploadRow(file: LoanFile): LoanFileRow {
  const status = loanDocumentStatus({
    needed: file.status === 'rejected',
    submittedCount: file.status === 'submitted' ? 1 : 0,
    approvedCount: file.status === 'approved' ? 1 : 0,
  });
  return { key: `upload:${file.id}`, name: loanTexts.uploadedOn(dayText(file.submitted)), status: status ?? 'submitted', files: [file] };
}

/**
 * The loan's files, grouped as spec 001 §3 lists them: "documents (standard list ...; asset_management with keys
 * draws, change_order, extensions, payoff, achpayment, insurance; salesforce; statements)". Statements are listed
 * apart (they are made from the loan's figures, not reviewed). Empty groups are left out.
 */
export function loanFileSections(documents: LoanDocuments): LoanFileSection[] {
  const sections: LoanFileSection[] = [
    { title: loanTexts.loanDocuments, rows: documentRows('standard', documents.standard) },
    ...ASSET_MANAGEMENT_DOCUMENT_KEYS.map((key) => ({ title: LOAN_DETAIL_ACTION_LABELS[key], rows: documentRows(key, documents.asset_management[key]) })),
    { title: loanTexts.uploadedFiles, rows: documents.salesforce.map(uploadRow) },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
