import { useId } from 'react';
import { ENTITY_STATUS_LABELS, ENTITY_TYPE_LABELS, type Entity, type EntityStatus } from '@portal/shared-contracts';
import { Badge, ChoiceGroup, type BadgeVariant } from '@portal/shared-ui/kit';
import { entityTexts } from '../../../../texts/entity';

export interface EntityChoicesProps {
  /** The account's entities, oldest first. */
  entities: readonly Entity[];
  /** The id of the entity the deal names, if any. */
  chosenId: number | string | null;
  onChoose(id: number): void;
  /** Focus left the list: the question was seen. */
  onLeave(): void;
  /** The step's refusal ("an entity must be selected"), shown once the borrower tried to move on. */
  error: string | null;
}

const statusLook: Record<EntityStatus, BadgeVariant> = { approved: 'success', pending: 'warning' };

/**
 * The account's entities as one radio group, the kit's: each entity by its name, with its type and its status (approved
 * or pending) read as its description. The arrow keys move between them, as in any radio group.
 */
export function EntityChoices({ entities, chosenId, onChoose, onLeave, error }: EntityChoicesProps) {
  const id = useId();
  return (
    <ChoiceGroup label={entityTexts.chooseEntity} required error={error} onLeave={onLeave} className="deals-entity-choices">
      <div className="deals-entity-choices__list">
        {entities.map((entity) => (
          <label key={entity.id} className="deals-entity-choice">
            <input
              className="deals-entity-choice__control"
              type="radio"
              name={`${id}-entity`}
              checked={chosenId !== null && String(chosenId) === String(entity.id)}
              onChange={() => onChoose(entity.id)}
              aria-labelledby={`${id}-${entity.id}-name`}
              aria-describedby={`${id}-${entity.id}-details`}
            />
            <span id={`${id}-${entity.id}-name`} className="deals-entity-choice__name">
              {entity.name}
            </span>
            <span id={`${id}-${entity.id}-details`} className="deals-entity-choice__details">
              <span>{ENTITY_TYPE_LABELS[entity.type]}</span>
              <Badge variant={statusLook[entity.status]}>{ENTITY_STATUS_LABELS[entity.status]}</Badge>
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}
