import { documentEndpoints, statementUploadMissing } from '@portal/shared-contracts';
import { useMayCall } from '@portal/shared-ui';
import { useBorrowerDocuments, useMayUploadDocuments } from '../../../features/borrower-documents/useBorrowerDocuments';

/**
 * Whether the Financial Statement is on file, for Upload File: the bundle lists documents by id only, so the
 * borrower's documents are read (`GET /users/{id}/docs`, which needs mydocs.read) when that mode is shown.
 */
export function useStatementOnFile() {
  const mayRead = useMayCall(documentEndpoints.list);
  const { userId, documents, loading, error, retry, uploaded } = useBorrowerDocuments({ enabled: mayRead });
  return {
    userId: userId ?? 0,
    mayRead,
    mayUpload: useMayUploadDocuments(),
    loading,
    error,
    retry,
    onFile: documents !== null && !statementUploadMissing('upload_file', documents),
    uploaded,
  };
}
