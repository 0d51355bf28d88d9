import { teamMemberMessages } from '@portal/shared-contracts';

/** What Portal Team Members says to the owner: the spec's words where it has them, the API's otherwise (see README). */
export const teamMemberApiMessages = {
  invitationSent: teamMemberMessages.invitationSent,
  cannotDeletePrimary: teamMemberMessages.cannotDeletePrimary,
  /** A change sent from a page loaded before the team last changed (`last_poc_update`). */
  teamChanged: 'Your team members changed since this page was loaded (perhaps in another tab or by an invited person). Please refresh the list and try again.',
  roleChanged: (name: string, role: string) => `${name} now has the ${role} role.`,
  accessSuspended: (name: string) => `${name} no longer has access to your account.`,
  deleted: (name: string) => `${name} was removed from your team members.`,
  primaryChanged: (name: string) => `${name} is now your Primary Contact.`,
  alreadyOnTeam: 'This person is already one of your team members.',
  ownEmail: 'This is your own e-mail address: you own this account already.',
  notTheirEmail: "Please choose one of this team member's e-mail addresses.",
  unknownRole: 'Please choose one of the roles.',
  /** The contact's status no longer offers the action (the page was stale in a way the marker could not tell). */
  actionNotOffered: 'This action is not available for this team member any more. Please refresh the list.',
  noRoleToRemove: 'This team member has no role to remove.',
} as const;

