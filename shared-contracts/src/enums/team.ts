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

/**
 * An invitation waits for its answer this long, then can no longer be accepted (the portal's choice: two weeks, long
 * enough for a holiday, short enough that a forgotten invitation does not open the account months later). Sending it
 * again (Update Invite) starts the time anew.
 */
export const TEAM_INVITATION_LIFETIME_DAYS = 14;

/** A pending invitation past its time: it shows as expired and offers no Accept (an `expiresAt` in ISO 8601). */
export function invitationHasExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}

/** Accept and Reject are offered, and taken, only on a pending invitation still within its time. */
export function inviteIsOpen(invite: { status: ContributorStatus; expires_at: string | null }, now: Date): boolean {
  return inviteCanBeAnswered(invite.status) && !invitationHasExpired(invite.expires_at, now);
}

/** "Suspend access removes the member's role" (spec 002 §4): there is a role to remove while invited or active. */
export function contributorHoldsRole(status: ContributorStatus | null | undefined): boolean {
  return status === 'pending' || status === 'active';
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

/**
 * "a collapsible 'Information about Roles' table (page access and can-do rows)" (spec 002 §2.7): which rows say what
 * a role may open and which what it may do.
 */
export const ROLE_ACCESS_ROW_KINDS: Record<RoleAccessRow, 'page' | 'action'> = {
  'all pages': 'page',
  dashboard: 'page',
  'active deals': 'page',
  'deals in progress': 'page',
  'new deal': 'page',
  Plaid: 'page',
  'submit draw request': 'action',
  'submit ACH request': 'action',
  'create Plaid report': 'action',
  'entities docs': 'action',
  'draw request docs': 'action',
  'ACH request docs': 'action',
  'payment methods': 'page',
  application: 'page',
  'my docs': 'page',
};
