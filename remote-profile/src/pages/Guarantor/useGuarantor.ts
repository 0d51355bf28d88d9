import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationEndpoints, documentEndpoints, entityToAutoSign, type SignedInBundle } from '@portal/shared-contracts';
import { useMayCall, useSession } from '@portal/shared-ui';
import { useEndpoint } from '@portal/shared-ui/kit';

const NO_ENTITIES: SignedInBundle['entities'] = [];

/**
 * The Guarantor page's data: the application's missing sections (`GET /users/{id}/profile`) for eSign, and the
 * borrower's documents (`GET /users/{id}/docs`) beside it, each for whoever may read it. Once signed, both are read
 * again ("documents and missing indicators are reloaded"); what is shown stays meanwhile.
 */
export function useGuarantor() {
  const userId = useSession((state) => state.bundle?.user.id);
  const entities = useSession((state) => state.bundle?.entities ?? NO_ENTITIES);
  const mayReadApplication = useMayCall(applicationEndpoints.profile);
  const mayReadDocuments = useMayCall(documentEndpoints.list);
  const params = { id: userId ?? 0 };
  const profile = useEndpoint(applicationEndpoints.profile, { params }, { enabled: userId !== undefined && mayReadApplication });
  const documents = useEndpoint(documentEndpoints.list, { params }, { enabled: userId !== undefined && mayReadDocuments });
  const [searchParams] = useSearchParams();
  // Read as the page opens: the auto-start happens once, for the entities the session had then.
  const [autoSignEntity] = useState(() => entityToAutoSign(searchParams.get('esign'), entities));

  function signed() {
    profile.reload();
    documents.reload();
  }

  return { userId, mayReadApplication, mayReadDocuments, profile, documents, autoSignEntity, signed };
}
