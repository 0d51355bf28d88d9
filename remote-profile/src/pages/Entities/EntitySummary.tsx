import { ENTITY_STATUS_LABELS, ENTITY_TYPE_LABELS, entityMessages, entityStatusOf, type Entity } from '@portal/shared-contracts';
import { Badge, Card, FactList } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';
import { addressLine } from './entity-facts';

/**
 * "A summary: name, type, tax id, status (shown as Pending when pending), business address, mailing address, phone";
 * an address not registered reads "There is no Business/Mailing address registered for this Entity!".
 */
export function EntitySummary({ entity }: { entity: Entity }) {
  const status = entityStatusOf(entity.docs);
  return (
    <Card title={entityTexts.summary} className="profile-entity__summary">
      <FactList
        facts={[
          { label: entityTexts.name, value: entity.name },
          { label: entityTexts.type, value: ENTITY_TYPE_LABELS[entity.type] },
          { label: entityTexts.taxId, value: entity.tin },
          { label: entityTexts.status, value: <Badge variant={status === 'approved' ? 'success' : 'warning'}>{ENTITY_STATUS_LABELS[status]}</Badge> },
          { label: entityTexts.businessAddress, value: addressLine(entity.businessAddress) ?? entityMessages.noAddress },
          { label: entityTexts.mailingAddress, value: addressLine(entity.mailingAddress) ?? entityMessages.noAddress },
          { label: entityTexts.phone, value: entity.phone },
        ]}
      />
    </Card>
  );
}
