import type { FormApi, SubmissionErrors } from 'final-form';
import { useField } from 'react-final-form';
import {
  ENTITY_NAME_MAX_LENGTH,
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  entityEndpoints,
  EntityForm as EntityFormSchema,
  newEntityBodyOf,
  type Entity,
  type EntityForm as EntityFormValues,
  type EntityList,
  type PortalContext,
} from '@portal/shared-contracts';
import { Button, fieldErrorsOf, TextField, toastRequestError, uiTexts, usePortal, useSession } from '@portal/shared-ui';
import { CheckboxField, FieldGroup, FieldsAcross, MaskedField, SelectField, type SelectOption, ValidatedForm } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entity';
import { EntityAddressFields } from './EntityAddressFields';
import './EntityForm.css';

export interface EntityFormProps {
  /** The entity just created, and the account's entities as the API answered them (oldest first). */
  onCreated(entity: Entity, entities: EntityList): void;
  /** Shows a Cancel button that calls it. */
  onCancel?(): void;
}

const typeOptions: readonly SelectOption[] = ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/**
 * The entity creation form (spec 001 §5, §7; the fields of spec 002 §3), with its own form: the new-deal wizard
 * shows it in a dialog, and the profile area mounts it as a parcel. "Unverified users cannot add an entity": their
 * submit control opens the not-verified popover instead. "response entities list, last is new": that one goes to
 * `onCreated`, and the session learns the new list so that the shell knows the entity.
 */
export function EntityForm({ onCreated, onCancel }: EntityFormProps) {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);

  async function create(values: EntityFormValues, form: FormApi<EntityFormValues>): Promise<SubmissionErrors> {
    if (userId === undefined) return undefined;
    try {
      const entities = await portal.api.call(entityEndpoints.create, { params: { userId }, body: newEntityBodyOf(values) });
      rememberEntities(portal, entities);
      // The tax id is sensitive: the form keeps nothing once the entity exists.
      form.restart();
      const created = entities[entities.length - 1];
      if (created) onCreated(created, entities);
      return undefined;
    } catch (error) {
      // Nothing typed is lost: the toast says what went wrong, the server's field errors go on their fields.
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  return (
    <ValidatedForm<EntityFormValues>
      schema={EntityFormSchema}
      onSubmit={create}
      submitLabel={entityTexts.create}
      verifiedOnly
      aria-label={entityTexts.newEntity}
      className="deals-entity-form"
      actions={
        onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {uiTexts.cancel}
          </Button>
        )
      }
    >
      <TextField name="name" label={entityTexts.name} autoComplete="organization" maxLength={ENTITY_NAME_MAX_LENGTH} required />
      <FieldsAcross className="deals-entity-form__row">
        <SelectField name="type" label={entityTexts.type} options={typeOptions} required />
        <MaskedField name="tin" label={entityTexts.taxId} mask="taxId" autoComplete="off" placeholder={entityTexts.taxIdPlaceholder} required />
        <MaskedField name="phone" label={entityTexts.phone} mask="phone" autoComplete="tel-national" placeholder={entityTexts.phonePlaceholder} required />
      </FieldsAcross>
      <FieldGroup legend={entityTexts.businessAddress}>
        <EntityAddressFields name="businessAddress" autofillSection="business" />
      </FieldGroup>
      <MailingAddress />
    </ValidatedForm>
  );
}

/** "same as business address": while ticked the mailing address is not asked for; the body gets a copy. */
function MailingAddress() {
  const { input: sameAddress } = useField<boolean | undefined>('sameAddress', { subscription: { value: true } });
  return (
    <FieldGroup legend={entityTexts.mailingAddress}>
      <CheckboxField name="sameAddress" label={entityTexts.sameAddress} />
      {!sameAddress.value && <EntityAddressFields name="mailingAddress" autofillSection="mailing" />}
    </FieldGroup>
  );
}

/** The session's entities are ids and names only: the shell lists them, and the tax id stays out of the bundle. */
function rememberEntities(portal: PortalContext, entities: EntityList) {
  const { bundle, refresh } = portal.session.getState();
  if (bundle) refresh({ ...bundle, entities: entities.map(({ id, name }) => ({ id, name })) });
}

