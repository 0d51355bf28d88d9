import * as v from 'valibot';
import { formMessages } from '../messages';

/**
 * Registration flows `check_account` answers (spec 000 §4.1): "a flow of salesforce routes to Invitation and a flow
 * of contributor routes to Contributor".
 */
export const REGISTRATION_FLOWS = ['salesforce', 'contributor'] as const;
export type RegistrationFlow = (typeof REGISTRATION_FLOWS)[number];
export const RegistrationFlow = v.picklist(REGISTRATION_FLOWS, formMessages.invalidChoice);

/**
 * "status (pending, active, disconnected, suspended, rejected)" of a portal team member (spec 002 §3). A team invite
 * in the teams area (spec 000 §3, "status (pending)") is the same membership seen from the invited person's side,
 * so it carries the same statuses.
 */
export const CONTRIBUTOR_STATUSES = ['pending', 'active', 'disconnected', 'suspended', 'rejected'] as const;
export type ContributorStatus = (typeof CONTRIBUTOR_STATUSES)[number];
export const ContributorStatus = v.picklist(CONTRIBUTOR_STATUSES, formMessages.invalidChoice);
/** Labels: the portal's words. */
export const CONTRIBUTOR_STATUS_LABELS: Record<ContributorStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  disconnected: 'Disconnected',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

export type ContributorAction = 'update_invite' | 'send_invite' | 'change_role';

/**
 * "pending: shows Update Invite. disconnected, suspended, rejected or no status: shows Send Invite. active: shows
 * Change Role." (spec 002 §4)
 */
export function contributorActionFor(status: ContributorStatus | null | undefined): ContributorAction {
  if (status === 'pending') return 'update_invite';
  if (status === 'active') return 'change_role';
  return 'send_invite';
}

/** "Only status pending offers Accept and Reject." (spec 000 §4.3) */
export function inviteCanBeAnswered(status: ContributorStatus): boolean {
  return status === 'pending';
}

/** "delete is absent for the Owner role"; "The Owner role in the teams area cannot be disconnected." (spec 000 §2.8, §6) */
export const OWNER_ROLE_NAME = 'Owner';
/** "'read only' (for the Read Only role when all needed permissions are held)" (spec 002 §6) */
export const READ_ONLY_ROLE_NAME = 'Read Only';

/**
 * A new contributor's "relationship (authorized_signer, ceo, cfo, manager, managing_member, member, partner,
 * president, treasurer, transaction_coordinator, other)" (spec 002 §3).
 */
export const CONTRIBUTOR_RELATIONSHIPS = [
  'authorized_signer',
  'ceo',
  'cfo',
  'manager',
  'managing_member',
  'member',
  'partner',
  'president',
  'treasurer',
  'transaction_coordinator',
  'other',
] as const;
export type ContributorRelationship = (typeof CONTRIBUTOR_RELATIONSHIPS)[number];
export const ContributorRelationship = v.picklist(CONTRIBUTOR_RELATIONSHIPS, formMessages.invalidChoice);
/** Labels: the portal's words. */
export const CONTRIBUTOR_RELATIONSHIP_LABELS: Record<ContributorRelationship, string> = {
  authorized_signer: 'Authorized Signer',
  ceo: 'CEO',
  cfo: 'CFO',
  manager: 'Manager',
  managing_member: 'Managing Member',
  member: 'Member',
  partner: 'Partner',
  president: 'President',
  treasurer: 'Treasurer',
  transaction_coordinator: 'Transaction Coordinator',
  other: 'Other',
};

/** "'full access', 'read only' ... or 'none'" of the roles table (spec 002 §6); the raw value is the text shown. */
export const ROLE_ACCESS_LEVELS = ['full access', 'read only', 'none'] as const;
export type RoleAccessLevel = (typeof ROLE_ACCESS_LEVELS)[number];

/** The rows of the roles table (spec 002 §6), in its order and its words. */
export const ROLE_ACCESS_ROWS = [
  'all pages',
  'dashboard',
  'active deals',
  'deals in progress',
  'new deal',
  'Plaid',
  'submit draw request',
  'submit ACH request',
  'create Plaid report',
  'entities docs',
  'draw request docs',
  'ACH request docs',
  'payment methods',
  'application',
  'my docs',
] as const;
export type RoleAccessRow = (typeof ROLE_ACCESS_ROWS)[number];
