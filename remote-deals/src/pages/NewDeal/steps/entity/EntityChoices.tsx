import { useId, type FocusEvent } from 'react';
import { ENTITY_STATUS_LABELS, ENTITY_TYPE_LABELS, type Entity, type EntityStatus } from '@portal/shared-contracts';
import { Badge, type BadgeVariant } from '@portal/shared-ui/kit';
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
 * The account's entities as one radio group: each entity by its name, with its type and its status (approved or
 * pending) read as its description. The arrow keys move between them, as in any radio group.
 */
export function EntityChoices({ entities, chosenId, onChoose, onLeave, error }: EntityChoicesProps) {
  const id = useId();
  const errorId = `${id}-error`;

  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  }

  return (
    <fieldset
      role="radiogroup"
      className="pui-fieldset deals-entity-choices"
      aria-required="true"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      onBlur={onBlur}
    >
      <legend className="pui-field__label">
        {entityTexts.chooseEntity}
        {/* The group says "required" itself (aria-required); the asterisk is for the eye. */}
        <span className="pui-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
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
      {error && (
        <p id={errorId} className="pui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
