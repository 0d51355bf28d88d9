import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { ContributorRelationship, ContributorStatus } from '../enums/team';
import { formMessages } from '../messages';
import { PERMISSIONS } from '../permissions';
import { crossFieldCheck, EmailAddress, optionalText, PhoneNumber, RecordId, RequiredCheckbox, requiredText } from '../validators';

// Portal team members, the account's points of contact (spec 002 §2.7, §3 'Contributor', §4, §5, §7 `poc` calls).

/** "Role: id, name, description." */
export const TeamRoleRecord = v.object({ id: v.number(), name: v.string(), description: v.string() });
export type TeamRoleRecord = v.InferOutput<typeof TeamRoleRecord>;

/** GET /users/{id}/poc/roles: "roles", the ones an owner gives, in the order of the roles table. */
export const TeamRolesResponse = v.object({ roles: v.array(TeamRoleRecord) });
export type TeamRolesResponse = v.InferOutput<typeof TeamRolesResponse>;

/** GET /users/{id}/poc/roles_permissions: "role permissions", what the roles table is derived from (`roleAccessTable`). */
export const RolePermissions = v.object({ id: v.number(), name: v.string(), permissions: v.array(v.picklist(PERMISSIONS)) });
export type RolePermissions = v.InferOutput<typeof RolePermissions>;
export const RolesPermissionsResponse = v.object({ roles: v.array(RolePermissions) });
export type RolesPermissionsResponse = v.InferOutput<typeof RolesPermissionsResponse>;

/**
 * "Contributor (portal team member / point of contact): id, name, email or emails list, role, status (pending,
 * active, disconnected, suspended, rejected), is_primary_poc." `status` is null for a contact never invited ("no
 * status"), `role` null while the contact holds none (never invited, or suspended, rejected, disconnected);
 * `invitation_expires_at` (ISO 8601) is when a pending invitation lapses.
 */
export const Contributor = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  emails: v.array(v.string()),
  phone: v.nullable(v.string()),
  relationship: ContributorRelationship,
  other_relationship: v.string(),
  role: v.nullable(v.object({ id: v.number(), name: v.string() })),
  status: v.nullable(ContributorStatus),
  is_primary_poc: v.boolean(),
  invitation_expires_at: v.nullable(v.string()),
});
export type Contributor = v.InferOutput<typeof Contributor>;

/**
 * "The list response also carries a last_poc_update marker": the moment the account's team last changed (ISO 8601).
 * Every change sends back the marker its page was loaded with, and the API refuses it when the team changed since,
 * so a stale page never silently overwrites a newer change.
 */
export const ContributorList = v.object({ poc_list: v.array(Contributor), last_poc_update: v.string() });
export type ContributorList = v.InferOutput<typeof ContributorList>;

/** The marker as sent back; its length is bounded like any text (an ISO moment has 24 characters). */
export const LastPocUpdate = requiredText(40);

/**
 * "New contributor: firstName, lastName, email, phone, role, relationship, otherRelationship, agreesToNotifyPoc",
 * with spec 002 §5's rules: "first name, last name, e-mail, cell phone, role, relationship, otherRelationship if
 * relationship is other, and the notify checkbox (agreesToNotifyPoc)". `role` is the role's id.
 */
const newContributorFields = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: EmailAddress,
  phone: PhoneNumber,
  role: RecordId,
  relationship: v.picklist(ContributorRelationship.options, formMessages.required),
  otherRelationship: optionalText(NAME_MAX_LENGTH),
  agreesToNotifyPoc: RequiredCheckbox,
};
type RelationshipFields = { relationship: string; otherRelationship: string };

/** "otherRelationship if relationship is other" */
export function otherRelationshipIsNeeded(relationship: string | null | undefined): boolean {
  return relationship === 'other';
}

const otherRelationshipRule = <T extends RelationshipFields>() =>
  crossFieldCheck<T>(
    ['relationship', 'otherRelationship'],
    (contributor) => !otherRelationshipIsNeeded(contributor.relationship) || contributor.otherRelationship !== '',
    formMessages.required,
    'otherRelationship',
  );

/** The "Add a Portal Team Member" form. */
const newContributorObject = v.object(newContributorFields);
export const NewContributorForm = v.pipe(newContributorObject, otherRelationshipRule<v.InferOutput<typeof newContributorObject>>());
export type NewContributorForm = v.InferInput<typeof NewContributorForm>;

/** POST /users/{id}/poc/create: "contributor fields plus lastPocUpdate". */
const newContributorBodyObject = v.object({ ...newContributorFields, lastPocUpdate: LastPocUpdate });
export const NewContributorBody = v.pipe(newContributorBodyObject, otherRelationshipRule<v.InferOutput<typeof newContributorBodyObject>>());
export type NewContributorBody = v.InferInput<typeof NewContributorBody>;

/**
 * "Primary contact: deletion is refused when the list has more than one member" (spec 002 §5): the Primary Contact
 * goes only when alone; otherwise another member must be made primary first.
 */
export function primaryDeletionIsRefused(contributor: Pick<Contributor, 'is_primary_poc'>, teamSize: number): boolean {
  return contributor.is_primary_poc && teamSize > 1;
}

/** POST /users/{id}/poc/delete and /poc/remove_role: "id, last_poc_update". */
export const ContributorChangeBody = v.object({ id: RecordId, last_poc_update: LastPocUpdate });
export type ContributorChangeBody = v.InferInput<typeof ContributorChangeBody>;

/** POST /users/{id}/poc/update_primary_poc: "poc_id, last_poc_update". */
export const PrimaryContactBody = v.object({ poc_id: RecordId, last_poc_update: LastPocUpdate });
export type PrimaryContactBody = v.InferInput<typeof PrimaryContactBody>;

/**
 * "Team invite: requires a role, and an e-mail when the contact has no role yet" (spec 002 §5): the e-mail is the
 * address, among the contact's, the invitation goes to.
 */
export function inviteAsksEmail(contributor: Pick<Contributor, 'role'>): boolean {
  return contributor.role === null;
}

/** POST /users/{id}/poc/invite: "point_of_contact_id, email, last_poc_update, role". */
export const InviteBody = v.object({
  point_of_contact_id: RecordId,
  email: v.optional(EmailAddress),
  last_poc_update: LastPocUpdate,
  role: RecordId,
});
export type InviteBody = v.InferInput<typeof InviteBody>;

/** POST /users/{id}/poc/update_invite: "same as invite without email" (Update Invite, and Change Role). */
export const UpdateInviteBody = v.object({ point_of_contact_id: RecordId, last_poc_update: LastPocUpdate, role: RecordId });
export type UpdateInviteBody = v.InferInput<typeof UpdateInviteBody>;
