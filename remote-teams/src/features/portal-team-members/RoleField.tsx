import { useField } from 'react-final-form';
import type { TeamRoleRecord } from '@portal/shared-contracts';
import { SelectField } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';

/**
 * The role to give ("Role: id, name, description"), held as its id: the options name the roles, and the hint under
 * the select says what the chosen one is for, so the description is read with the control.
 */
export function RoleField({ roles }: { roles: readonly TeamRoleRecord[] }) {
  const { input } = useField<string | number | undefined>('role', { subscription: { value: true } });
  const chosen = roles.find((role) => String(role.id) === String(input.value ?? ''));
  return (
    <SelectField
      name="role"
      label={teamMemberTexts.role}
      options={roles.map((role) => ({ value: String(role.id), label: role.name }))}
      hint={chosen?.description ?? teamMemberTexts.chooseRole}
      required
    />
  );
}
