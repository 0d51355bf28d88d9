/**
 * The portal's own words in Portal Team Members, where the specification gives none. What it states comes from the
 * contract: `teamMemberMessages` ("Information about Roles", "Add a Portal Team Member", "Update Invite", "Send
 * Invite", "Change Role", the primary-contact refusal), `deleteConfirmations`, the status and relationship labels,
 * and the roles table's rows and cells.
 */
export const teamMemberTexts = {
  /** What the parcel is, for its loading and failure texts and its render-error fallback. */
  parcelLabel: 'Portal Team Members',
  teamMembers: 'Portal Team Members',
  loadingTeamMembers: 'Loading your team members…',
  loadingRoles: 'Loading the roles…',
  refresh: 'Refresh',
  refreshList: 'Refresh the list of team members',
  noTeamMembers: 'You have no team members yet. Add one below.',
  // A contributor's card.
  email: 'E-mail',
  phone: 'Phone',
  noPhone: 'None given',
  relationship: 'Relationship',
  role: 'Role',
  noRole: 'No role',
  status: 'Status',
  /** A contact never invited ("no status"). */
  notInvited: 'Not invited',
  /** A pending invitation past its time. */
  expired: 'Expired',
  primaryContact: 'Primary contact',
  makePrimary: 'Make primary contact',
  delete: 'Delete',
  /** Read after an action's visible words, so each card's buttons say whom they act on. */
  ofMember: (name: string) => ` (${name})`,
  // The invite modal.
  inviteTitle: (action: string, name: string) => `${action}: ${name}`,
  save: 'Save',
  chooseRole: 'Choose the role; the roles table says what each one can open and do.',
  inviteEmail: 'E-mail',
  inviteEmailHint: 'The invitation is sent to this address.',
  // The delete modal.
  deleteTitle: (name: string) => `Delete ${name}`,
  deleteExplained: 'There are two ways to remove a team member:',
  suspendAccess: 'Suspend access',
  suspendExplained: (name: string) => `removes ${name}'s role: they can no longer open your account, and stay among your contacts, to be invited again later.`,
  completeDelete: 'Complete delete',
  completeDeleteExplained: (name: string) => `removes ${name} from your contacts, for good.`,
  // The roles table.
  rolesTable: 'What each role can open and do',
  pageAccess: 'Page access',
  canDo: 'Can do',
  access: 'Access',
  // The new team member form.
  firstName: 'First name',
  lastName: 'Last name',
  cellPhone: 'Cell phone',
  phonePlaceholder: '(000) 000-0000',
  otherRelationship: 'Other relationship',
  otherRelationshipHint: 'What this person is to you or your company.',
  agreesToNotify: 'I agree that this person will be e-mailed an invitation to access my account with the chosen role.',
} as const;
