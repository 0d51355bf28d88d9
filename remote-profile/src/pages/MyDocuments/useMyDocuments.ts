import { DOCUMENT_TYPES } from '@portal/shared-contracts';
import { useBorrowerDocuments } from '../../features/borrower-documents/useBorrowerDocuments';

/** The borrower's own documents for My Documents, with what the bank statement package's rule needs of them. */
export function useMyDocuments() {
  const documents = useBorrowerDocuments();
  return {
    ...documents,
    /** "two prior months required when none exist": the statements not rejected, as the API counts them. */
    bankStatementsOnFile: documents.documents?.find((document) => document.type === DOCUMENT_TYPES.bankStatement)?.submittedCount ?? 0,
  };
}
