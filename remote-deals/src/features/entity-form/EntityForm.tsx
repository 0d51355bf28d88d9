import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useField } from 'react-final-form';
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
import { Button, fieldErrorsOf, TextField, toastRequestError, uiTexts, usePortal, useSession, validateWith } from '@portal/shared-ui';
import { CheckboxField, FieldsAcross, MaskedField, SelectField, type SelectOption, VerifiedOnly } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entity';
import { EntityAddressFields } from './EntityAddressFields';
import './EntityForm.css';

export interface EntityFormProps {
  /** The entity just created, and the account's entities as the API answered them (oldest first). */
  onCreated(entity: Entity, entities: EntityList): void;
  /** Shows a Cancel button that calls it. */
  onCancel?(): void;
}

const validate = validateWith(EntityFormSchema);
const typeOptions: readonly SelectOption[] = ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/**
 * The entity creation form (spec 001 §5, §7; the fields of spec 002 §3), with its own form: the new-deal wizard
 * shows it in a dialog, and the profile area mounts it as a parcel. "Unverified users cannot add an entity": their
 * submit control opens the not-verified popover instead. "response entities list, last is new": that one goes to
 * `onCreated`, and the session learns the new list so that the shell knows the entity.
 */
export function EntityForm({ onCreated, onCancel }: EntityFormProps) {
  const portal = usePortal();
  const user = useSession((state) => state.bundle?.user ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  // A refused submit puts keyboard and screen-reader users on the first field to fix (the kit's ValidatedForm habit).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function create(values: EntityFormValues, form: FormApi<EntityFormValues>): Promise<SubmissionErrors> {
    // Enter in a field must not get round the not-verified popover either.
    if (!user?.verified) return undefined;
    try {
      const entities = await portal.api.call(entityEndpoints.create, { params: { userId: user.id }, body: newEntityBodyOf(values) });
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
    <Form<EntityFormValues> onSubmit={create} validate={validate} subscription={{ submitting: true }}>
      {({ handleSubmit, form, submitting }) => {
        function submit(event: FormEvent<HTMLFormElement>) {
          // In the new-deal wizard this form sits in a dialog (a React portal) inside the wizard's form, and React
          // passes a submit on to enclosing forms through portals: the wizard must not take it for its own.
          // react-final-form's handleSubmit stops it too; said here so that the guarantee is this form's own.
          event.stopPropagation();
          void handleSubmit(event);
          if (form.getState().hasValidationErrors) setRefusals((count) => count + 1);
        }

        return (
          <form ref={formRef} className="deals-entity-form" noValidate onSubmit={submit} aria-label={entityTexts.newEntity}>
            <TextField name="name" label={entityTexts.name} autoComplete="organization" maxLength={ENTITY_NAME_MAX_LENGTH} required />
            <FieldsAcross className="deals-entity-form__row">
              <SelectField name="type" label={entityTexts.type} options={typeOptions} required />
              <MaskedField name="tin" label={entityTexts.taxId} mask="taxId" autoComplete="off" placeholder={entityTexts.taxIdPlaceholder} required />
              <MaskedField name="phone" label={entityTexts.phone} mask="phone" autoComplete="tel-national" placeholder={entityTexts.phonePlaceholder} required />
            </FieldsAcross>
            <fieldset className="deals-entity-form__address">
              <legend className="deals-entity-form__legend">{entityTexts.businessAddress}</legend>
              <EntityAddressFields name="businessAddress" autofillSection="business" />
            </fieldset>
            <MailingAddress />
            <div className="deals-entity-form__actions">
              {onCancel && (
                <Button variant="secondary" onClick={onCancel}>
                  {uiTexts.cancel}
                </Button>
              )}
              <VerifiedOnly>
                {(trigger) =>
                  trigger ? (
                    <Button {...trigger}>{entityTexts.create}</Button>
                  ) : (
                    <Button type="submit" loading={submitting}>
                      {entityTexts.create}
                    </Button>
                  )
                }
              </VerifiedOnly>
            </div>
          </form>
        );
      }}
    </Form>
  );
}

/** "same as business address": while ticked the mailing address is not asked for; the body gets a copy. */
function MailingAddress() {
  const { input: sameAddress } = useField<boolean | undefined>('sameAddress', { subscription: { value: true } });
  return (
    <fieldset className="deals-entity-form__address">
      <legend className="deals-entity-form__legend">{entityTexts.mailingAddress}</legend>
      <CheckboxField name="sameAddress" label={entityTexts.sameAddress} />
      {!sameAddress.value && <EntityAddressFields name="mailingAddress" autofillSection="mailing" />}
    </fieldset>
  );
}

/** The session's entities are ids and names only: the shell lists them, and the tax id stays out of the bundle. */
function rememberEntities(portal: PortalContext, entities: EntityList) {
  const { bundle, refresh } = portal.session.getState();
  if (bundle) refresh({ ...bundle, entities: entities.map(({ id, name }) => ({ id, name })) });
}

