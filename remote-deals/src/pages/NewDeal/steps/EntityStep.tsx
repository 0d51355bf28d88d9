import { useEffect, useState } from 'react';
import { useField, useForm, type FieldMetaState } from 'react-final-form';
import { entityEndpoints, entityMessages, type DealForm, type Entity } from '@portal/shared-contracts';
import { Button, Modal, useCan, usePortal, useSession } from '@portal/shared-ui';
import { ButtonRow, EmptyState, LoadingWrapper, Refusal, useEndpoint, VerifiedOnly } from '@portal/shared-ui/kit';
import { EntityForm } from '../../../features/entity-form/EntityForm';
import { entityTexts } from '../../../texts/entity';
import { EntityChoices } from './entity/EntityChoices';
import './EntityStep.css';

/**
 * The wizard's Entity Info step (spec 001 §2, §5): the account's entities to choose the borrowing one from, and
 * "Add new entity" to create one on the spot, which the deal then names. "On the entity step, if no entity is
 * chosen, the most recently added entity is preselected." The step's rule ("an entity must be selected") is the
 * contract's `EntityStep`, which the wizard applies.
 */
export function EntityStep() {
  const portal = usePortal();
  const form = useForm<DealForm>();
  const { input, meta } = useField<DealForm['entity']>('entity');
  const userId = useSession((state) => state.bundle?.user.id);
  const entities = useEndpoint(entityEndpoints.list, { params: { userId: userId ?? 0 } }, { enabled: userId !== undefined });
  const [adding, setAdding] = useState(false);

  // The list is oldest first, so the most recently added entity is the last one.
  const newest = entities.data?.[entities.data.length - 1];
  useEffect(() => {
    if (newest && form.getState().values.entity == null) form.change('entity', { id: newest.id });
  }, [newest, form]);

  function created(entity: Entity) {
    input.onChange({ id: entity.id });
    setAdding(false);
    entities.reload();
    portal.ui.toast('success', entityTexts.entityAdded);
  }

  const list = entities.data ?? [];
  const chosen = input.value && typeof input.value === 'object' ? input.value.id : null;
  const addButton = <AddEntityButton onAdd={() => setAdding(true)} />;

  return (
    <div className="deals-entity-step">
      <LoadingWrapper loading={entities.loading} error={entities.error} onRetry={entities.retry}>
        {list.length === 0 ? (
          <>
            <EmptyState text={entityMessages.noEntities} action={addButton} />
            <Refusal>{stepErrorOf(meta)}</Refusal>
          </>
        ) : (
          <>
            <EntityChoices entities={list} chosenId={chosen} onChoose={(id) => input.onChange({ id })} onLeave={input.onBlur} error={stepErrorOf(meta)} />
            <ButtonRow align="start">{addButton}</ButtonRow>
          </>
        )}
      </LoadingWrapper>
      <Modal open={adding} title={entityTexts.newEntity} onClose={() => setAdding(false)}>
        <EntityForm onCreated={created} onCancel={() => setAdding(false)} />
      </Modal>
    </div>
  );
}

/**
 * "Add new entity", for those who may create one (spec 002: "Entity creation ... need entity.write"). "A borrower
 * must have a verified account to ... add an entity": for an unverified one it opens the not-verified popover.
 */
function AddEntityButton({ onAdd }: { onAdd(): void }) {
  const mayCreate = useCan('entity.write');
  if (!mayCreate) return null;
  return (
    <VerifiedOnly>
      {(trigger) =>
        trigger ? (
          <Button variant="secondary" {...trigger}>
            {entityTexts.addNewEntity}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onAdd}>
            {entityTexts.addNewEntity}
          </Button>
        )
      }
    </VerifiedOnly>
  );
}

/**
 * The step's refusal once the borrower tried to move on (the wizard's submit touches every field). A refusal of the
 * choice itself is filed under `entity`; one of its id under `entity.id`.
 */
function stepErrorOf(meta: FieldMetaState<unknown>): string | null {
  if (!meta.touched && !meta.submitFailed) return null;
  const error: unknown = meta.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'id' in error && typeof error.id === 'string') return error.id;
  return null;
}
