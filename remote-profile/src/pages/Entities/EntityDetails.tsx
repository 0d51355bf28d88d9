import { useParams } from 'react-router';
import { entityMessages, entityNeededItems, entityStatusOf, routeByName, type Entity, type EntityList } from '@portal/shared-contracts';
import { RouteLink, useCan, useSession } from '@portal/shared-ui';
import { LoadingWrapper, Page } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';
import { entityIdOf } from './entity-facts';
import { EntityDocuments } from './EntityDocuments';
import { EntitySummary } from './EntitySummary';
import { NeededItems } from './NeededItems';
import { useEntities } from './useEntities';
import './Entities.css';

/** EntityDetails, `/entities/:id` (spec 002 §2.1): one of the account's entities, its summary and its documents. */
export function EntityDetails() {
  const userId = useSession((state) => state.bundle?.user.id);
  const entityId = entityIdOf(useParams().id);
  if (userId === undefined) return null;
  return <EntityPage key={entityId} userId={userId} entityId={entityId} />;
}

function EntityPage({ userId, entityId }: { userId: number; entityId: number | null }) {
  // The API has no call for one entity (spec 002 §7): the account's list, where another account's entity never is.
  const entities = useEntities(userId, { enabled: entityId !== null });
  const entity = entities.entities?.find((candidate) => candidate.id === entityId);
  const notFound = entityId === null || (entities.entities !== null && !entity);
  const title = entity ? entityMessages.detailsTitle(entityStatusOf(entity.docs) === 'approved') : routeByName('EntityDetails').title;

  return (
    <Page title={title}>
      {notFound ? (
        <div className="profile-entity__not-found">
          <p role="alert">{entityTexts.notFound}</p>
          <RouteLink route="EntitiesList" look="primary">
            {entityTexts.backToEntities}
          </RouteLink>
        </div>
      ) : (
        <LoadingWrapper loading={entities.loading} error={entities.error} onRetry={entities.retry} loadingLabel={entityTexts.loadingEntities}>
          {entity && <EntityView entity={entity} userId={userId} onChanged={entities.changed} />}
        </LoadingWrapper>
      )}
    </Page>
  );
}

interface EntityViewProps {
  entity: Entity;
  userId: number;
  onChanged(entities: EntityList): void;
}

/**
 * "When pending it lists items needed before approval. It shows entity documents (needs entity.doc.read to see;
 * entity.write to upload)."
 */
function EntityView({ entity, userId, onChanged }: EntityViewProps) {
  const maySeeDocuments = useCan('entity.doc.read');
  const mayUpload = useCan('entity.write');
  const pending = entityStatusOf(entity.docs) === 'pending';
  return (
    <div className="profile-entity">
      <EntitySummary entity={entity} />
      {pending && <NeededItems items={entityNeededItems(entity)} />}
      {maySeeDocuments && <EntityDocuments entity={entity} userId={userId} mayUpload={mayUpload} onUploaded={onChanged} />}
    </div>
  );
}
