import { useState } from 'react';
import { documentEndpoints, mayCall, type AccountDocumentList } from '@portal/shared-contracts';
import { usePortal, useSession } from '@portal/shared-ui';
import { refreshIndicators, useEndpoint } from '@portal/shared-ui/kit';

/**
 * The borrower's own documents (`GET /users/{id}/docs`), for My Documents and the application's Financial tab. Every
 * upload answers with the whole list, which then replaces the one loaded, and the shell's needed-documents counters
 * are read again.
 */
export function useBorrowerDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  const list = useEndpoint(documentEndpoints.list, { params: { id: userId ?? 0 } }, { enabled: enabled && userId !== undefined });
  const [answered, setAnswered] = useState<AccountDocumentList | null>(null);

  function uploaded(answer: AccountDocumentList) {
    setAnswered(answer);
    void refreshIndicators(portal);
  }

  return {
    userId,
    documents: answered ?? (list.status === 'loaded' ? list.data : null),
    loading: !answered && list.loading,
    error: answered ? null : list.error,
    retry: list.retry,
    uploaded,
  };
}

/**
 * Whether the upload shows, by the upload endpoint's declared access (mydocs.write, as the API decides), for someone
 * verified or not: the unverified get the not-verified popover with Resend Link instead ("Upload needs a verified
 * e-mail").
 */
export function useMayUploadDocuments(): boolean {
  return useSession(({ bundle }) => bundle !== null && mayCall(documentEndpoints.upload, { ...bundle, user: { ...bundle.user, verified: true } }));
}
