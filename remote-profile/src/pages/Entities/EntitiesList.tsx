import { entityMessages, routeByName, type Entity } from '@portal/shared-contracts';
import { useCan, usePortal, useSession } from '@portal/shared-ui';
import { EmptyState, LoadingWrapper, Page } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';
import { EntityTables } from './EntityTables';
import { NewEntity } from './NewEntity';
import { useEntities } from './useEntities';
import './Entities.css';

/** EntitiesList, `/entities` (spec 002 §2.1), "My Entities": the account's entities, pending and approved. */
export function EntitiesList() {
  const userId = useSession((state) => state.bundle?.user.id);
  if (userId === undefined) return null;
  return <EntitiesPage userId={userId} />;
}

function EntitiesPage({ userId }: { userId: number }) {
  const portal = usePortal();
  const entities = useEntities(userId);
  const mayAdd = useCan('entity.write');
  const open = (entity: Entity) => portal.navigate('EntityDetails', { id: entity.id });

  return (
    <Page title={routeByName('EntitiesList').title} actions={mayAdd && <NewEntity onCreated={entities.created} />}>
      <LoadingWrapper loading={entities.loading} error={entities.error} onRetry={entities.retry} loadingLabel={entityTexts.loadingEntities}>
        {entities.entities &&
          (entities.entities.length === 0 ? <EmptyState text={entityMessages.noEntities} /> : <EntityTables entities={entities.entities} onOpen={open} />)}
      </LoadingWrapper>
    </Page>
  );
}
