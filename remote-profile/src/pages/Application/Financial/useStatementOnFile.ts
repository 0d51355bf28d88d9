import { useState } from 'react';
import { documentEndpoints, mayCall, statementUploadMissing, type AccountDocumentList } from '@portal/shared-contracts';
import { useMayCall, usePortal, useSession } from '@portal/shared-ui';
import { refreshIndicators, useEndpoint } from '@portal/shared-ui/kit';

/**
 * Whether the Financial Statement is on file, for Upload File: the bundle lists documents by id only, so the
 * borrower's documents are read (`GET /users/{id}/docs`, which needs mydocs.read) when that mode is shown. An upload
 * answers with the whole list, which then replaces the one read, and the shell's counters are read again.
 */
export function useStatementOnFile() {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const mayRead = useMayCall(documentEndpoints.list);
  // Whom the upload's access allows once verified: the unverified are shown the not-verified notice instead.
  const mayUpload = useSession(({ bundle }) => bundle !== null && mayCall(documentEndpoints.upload, { ...bundle, user: { ...bundle.user, verified: true } }));
  const list = useEndpoint(documentEndpoints.list, { params: { id: userId } }, { enabled: mayRead && userId > 0 });
  const [answered, setAnswered] = useState<AccountDocumentList | null>(null);
  const documents = answered ?? (list.status === 'loaded' ? list.data : null);

  function uploaded(answer: AccountDocumentList) {
    setAnswered(answer);
    void refreshIndicators(portal);
  }

  return {
    userId,
    mayRead,
    mayUpload,
    loading: !answered && list.loading,
    error: answered ? null : list.error,
    retry: list.retry,
    onFile: documents !== null && !statementUploadMissing('upload_file', documents),
    uploaded,
  };
}
