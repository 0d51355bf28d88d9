import { ROLE_ACCESS_ROW_KINDS, roleAccessTable, type RoleAccessLevel, type RoleGrants } from '@portal/shared-contracts';
import { PlainTable } from '@portal/shared-ui/kit';
import { teamMemberTexts } from '../../texts/team-members';
import './RolesTable.css';

const groups = [
  { kind: 'page', title: teamMemberTexts.pageAccess },
  { kind: 'action', title: teamMemberTexts.canDo },
] as const;

/** A cell's look; its words ("full access", "read only", "none") say the same, so colour is never the only signal. */
const levelClass: Record<RoleAccessLevel, string> = {
  'full access': 'teams-roles-table__level--full',
  'read only': 'teams-roles-table__level--read',
  none: 'teams-roles-table__level--none',
};

/**
 * The roles table (spec 002 §2.7, §6): a column per role, "page access and can-do rows", and in each cell "full
 * access", "read only" or "none", derived from the roles' permissions by the contract's `roleAccessTable`, never
 * typed by hand.
 */
export function RolesTable({ roles }: { roles: readonly (RoleGrants & { id: number })[] }) {
  const lines = roleAccessTable(roles);
  return (
    <PlainTable label={teamMemberTexts.rolesTable} className="teams-roles-table">
      <caption className="teams-roles-table__caption">{teamMemberTexts.rolesTable}</caption>
      <thead>
        <tr>
          <th scope="col">{teamMemberTexts.access}</th>
          {roles.map((role) => (
            <th key={role.id} scope="col">
              {role.name}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.kind}>
          <tr>
            <th scope="rowgroup" colSpan={roles.length + 1}>
              {group.title}
            </th>
          </tr>
          {lines
            .filter((line) => ROLE_ACCESS_ROW_KINDS[line.row] === group.kind)
            .map((line) => (
              <tr key={line.row}>
                <th scope="row" className="teams-roles-table__row">
                  {line.row}
                </th>
                {line.cells.map((level, index) => (
                  <td key={roles[index]?.id ?? index} className={levelClass[level]}>
                    {level}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      ))}
    </PlainTable>
  );
}
