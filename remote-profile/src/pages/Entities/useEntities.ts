import { useCallback, useState } from 'react';
import { entityEndpoints, type Entity, type EntityList } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { refreshIndicators, useEndpoint } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';

/**
 * The account's entities ("GET /users/{id}/entities", oldest first). A creation and a document upload both answer the
 * whole list again; that answer replaces what the page shows (so counts and status follow at once), and the shell's
 * missing-documents counters are read again ("indicators refresh" after uploads).
 */
export function useEntities(userId: number, { enabled = true } = {}) {
  const portal = usePortal();
  const loaded = useEndpoint(entityEndpoints.list, { params: { userId } }, { enabled });
  const [answered, setAnswered] = useState<EntityList | null>(null);

  const changed = useCallback(
    (entities: EntityList) => {
      setAnswered(entities);
      void refreshIndicators(portal);
    },
    [portal],
  );

  const created = useCallback(
    (entity: Entity, entities: EntityList) => {
      changed(entities);
      portal.ui.toast('success', entityTexts.entityAdded(entity.name));
    },
    [portal, changed],
  );

  return {
    loading: loaded.loading,
    error: loaded.error,
    retry: loaded.retry,
    entities: answered ?? (loaded.status === 'loaded' ? loaded.data : null),
    /** A document upload's answer. Stable. */
    changed,
    /** The entity form's `onCreated`. Stable. */
    created,
  };
}
