import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import * as v from 'valibot';
import {
  CONTRIBUTOR_RELATIONSHIP_LABELS,
  CONTRIBUTOR_RELATIONSHIPS,
  NewContributorForm as NewContributorSchema,
  otherRelationshipIsNeeded,
  teamMemberMessages,
  type TeamRoleRecord,
} from '@portal/shared-contracts';
import { fieldErrorsOf, TextField } from '@portal/shared-ui';
import { CheckboxField, FieldsAcross, MaskedField, SelectField, type SelectOption, ValidatedForm } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import { RoleField } from './RoleField';
import type { ChangeOutcome, NewTeamMember } from './usePortalTeamMembers';

/** What the form holds while the owner types: anything may still be missing. */
type NewContributorValues = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'relationship' | 'otherRelationship', string>> & {
  agreesToNotifyPoc?: boolean;
};

const relationshipOptions: readonly SelectOption[] = CONTRIBUTOR_RELATIONSHIPS.map((relationship) => ({ value: relationship, label: CONTRIBUTOR_RELATIONSHIP_LABELS[relationship] }));

export interface NewContributorFormProps {
  roles: readonly TeamRoleRecord[];
  onCreate(member: NewTeamMember): Promise<ChangeOutcome>;
}

/**
 * The "Add a Portal Team Member" form with spec 002 §5's rules ("first name, last name, e-mail, cell phone, role,
 * relationship, otherRelationship if relationship is other, and the notify checkbox"): the contract's
 * `NewContributorForm`, the schema the API applies. Saved, it starts afresh; refused, everything typed stays, with
 * the server's field errors under their fields.
 */
export function NewContributorForm({ roles, onCreate }: NewContributorFormProps) {
  async function save(values: NewContributorValues, form: FormApi<NewContributorValues>): Promise<SubmissionErrors> {
    // The form passed the schema to get here: its output has the texts trimmed and the role's id as a number.
    const outcome = await onCreate(v.parse(NewContributorSchema, values));
    if (!outcome.ok) return fieldErrorsOf(outcome.error);
    form.restart();
    return undefined;
  }

  return (
    <ValidatedForm<NewContributorValues>
      schema={NewContributorSchema}
      initialValues={{ agreesToNotifyPoc: false }}
      onSubmit={save}
      submitLabel={teamMemberTexts.save}
      aria-label={teamMemberMessages.addMember}
      className="teams-members__form"
    >
      <FieldsAcross shares="1 1">
        <TextField name="firstName" label={teamMemberTexts.firstName} autoComplete="off" required />
        <TextField name="lastName" label={teamMemberTexts.lastName} autoComplete="off" required />
      </FieldsAcross>
      <FieldsAcross shares="1 1">
        <TextField name="email" type="email" label={teamMemberTexts.email} autoComplete="off" required />
        <MaskedField name="phone" mask="phone" label={teamMemberTexts.cellPhone} placeholder={teamMemberTexts.phonePlaceholder} autoComplete="off" required />
      </FieldsAcross>
      <RoleField roles={roles} />
      <FieldsAcross shares="1 1">
        <SelectField name="relationship" label={teamMemberTexts.relationship} options={relationshipOptions} required />
        <OtherRelationshipField />
      </FieldsAcross>
      <CheckboxField name="agreesToNotifyPoc" label={teamMemberTexts.agreesToNotify} required />
    </ValidatedForm>
  );
}

/**
 * "otherRelationship if relationship is other": asked, and required, only then; forgotten when another relationship
 * is chosen, so a hidden answer is never sent.
 */
function OtherRelationshipField() {
  const form = useForm<NewContributorValues>();
  const { input: relationship } = useField<string | undefined>('relationship', { subscription: { value: true } });
  const shown = otherRelationshipIsNeeded(relationship.value);
  useEffect(() => {
    if (!shown) form.change('otherRelationship', undefined);
  }, [shown, form]);
  if (!shown) return null;
  return (
    <TextField
      name="otherRelationship"
      label={teamMemberTexts.otherRelationship}
      hint={teamMemberTexts.otherRelationshipHint}
      autoComplete="off"
      required
    />
  );
}
