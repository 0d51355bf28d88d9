import { useMemo, useState } from 'react';
import type { Entity, EntityList } from '@portal/shared-contracts';
import { Button, Modal } from '@portal/shared-ui';
import { RemoteParcel, VerifiedOnly } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';

/** The deals area's `./entity-form` parcel props (remote-deals `EntityFormProps`). */
interface EntityFormProps {
  onCreated(entity: Entity, entities: EntityList): void;
  onCancel(): void;
}

export interface NewEntityProps {
  /** The created entity and the account's entities as the API answered them; keep it stable. */
  onCreated(entity: Entity, entities: EntityList): void;
}

/**
 * "A new-entity form is shown only with permission entity.write. The entity creation form's fields and rules belong
 * to the deals area" (spec 002 §2.1): a button opening a dialog where the deals area's parcel renders the form. An
 * unverified borrower ("cannot add an entity") gets the not-verified popover from the button instead.
 */
export function NewEntity({ onCreated }: NewEntityProps) {
  const [open, setOpen] = useState(false);
  // One object while `onCreated` stays the same, so a re-render of the page does not update the parcel for nothing.
  const formProps = useMemo<EntityFormProps>(
    () => ({
      onCreated: (entity, entities) => {
        setOpen(false);
        onCreated(entity, entities);
      },
      onCancel: () => setOpen(false),
    }),
    [onCreated],
  );

  return (
    <>
      <VerifiedOnly placement="bottom-end">
        {(trigger) =>
          trigger ? (
            <Button {...trigger}>{entityTexts.addEntity}</Button>
          ) : (
            <Button onClick={() => setOpen(true)}>{entityTexts.addEntity}</Button>
          )
        }
      </VerifiedOnly>
      <Modal open={open} title={entityTexts.newEntityDialog} onClose={() => setOpen(false)} className="profile-entities__new-entity">
        <RemoteParcel remote="deals" module="./entity-form" label={entityTexts.entityFormParcel} props={formProps} />
      </Modal>
    </>
  );
}
