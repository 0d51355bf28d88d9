import { useState } from 'react';
import {
  contributorActionFor,
  teamMemberEndpoints,
  type Contributor,
  type MessageResponse,
  type NewContributorBody,
} from '@portal/shared-contracts';
import { toastRequestError, usePortal, useSession } from '@portal/shared-ui';
import { useEndpoint } from '@portal/shared-ui/kit';

/** How a change of the team went: done, or refused (the error, for the fields it names). */
export type ChangeOutcome = { ok: true } | { ok: false; error: unknown };

/** What the invite modal sends: the role's id, and the address when the contact holds no role yet. */
export interface InviteChoice {
  role: number;
  email?: string;
}

/** The new team member as the form's schema gives it, without the marker the hook adds. */
export type NewTeamMember = Omit<NewContributorBody, 'lastPocUpdate'>;

/**
 * Portal Team Members' data (spec 002 §2.7, §7 `poc` calls) for the account the session operates on: the list, the
 * roles to give and the roles' permissions, and every change of the team.
 *
 * Every change sends the `last_poc_update` of the list as last loaded; the API refuses it (409) when the team changed
 * since. A success toasts the server's words; a refusal toasts them too and is never sent again by itself. Either
 * way the list is loaded again: "After a failed create or delete, the list is refreshed", and the portal does so
 * after every change, so that what the owner sees, and the marker of their next try, is the team as it is now.
 */
export function usePortalTeamMembers() {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  const params = { id: userId ?? 0 };
  const options = { enabled: userId !== undefined };
  const list = useEndpoint(teamMemberEndpoints.list, { params }, options);
  const roles = useEndpoint(teamMemberEndpoints.roles, { params }, options);
  const rolesPermissions = useEndpoint(teamMemberEndpoints.rolesPermissions, { params }, options);

  // The marker of the list last loaded, kept while a reload is under way or has failed, so the owner's next change
  // still says which team it was made on.
  const [marker, setMarker] = useState<string | null>(null);
  const loadedMarker = list.status === 'loaded' ? list.data.last_poc_update : null;
  if (loadedMarker !== null && loadedMarker !== marker) setMarker(loadedMarker);

  async function change(send: (lastPocUpdate: string) => Promise<MessageResponse>): Promise<ChangeOutcome> {
    if (marker === null) return { ok: false, error: null };
    try {
      const { message } = await send(marker);
      portal.ui.toast('success', message);
      return { ok: true };
    } catch (error) {
      toastRequestError(portal.ui, error);
      return { ok: false, error };
    } finally {
      list.reload();
    }
  }

  const block = { block: true } as const;
  return {
    list,
    roles,
    rolesPermissions,
    /** Null until the list has loaded once: nothing can be changed before the team is known. */
    marker,
    refresh: list.reload,
    create: (member: NewTeamMember) => change((lastPocUpdate) => portal.api.call(teamMemberEndpoints.create, { params, body: { ...member, lastPocUpdate } }, block)),
    makePrimary: (contributor: Contributor) =>
      change((last_poc_update) => portal.api.call(teamMemberEndpoints.updatePrimaryPoc, { params, body: { poc_id: contributor.id, last_poc_update } }, block)),
    /** "Suspend access removes the member's role." */
    suspend: (contributor: Contributor) => change((last_poc_update) => portal.api.call(teamMemberEndpoints.removeRole, { params, body: { id: contributor.id, last_poc_update } }, block)),
    /** "Complete delete removes the contact." */
    remove: (contributor: Contributor) => change((last_poc_update) => portal.api.call(teamMemberEndpoints.delete, { params, body: { id: contributor.id, last_poc_update } }, block)),
    /** Send Invite, or Update Invite and Change Role ("same as invite without email"), by the contact's status. */
    invite: (contributor: Contributor, { role, email }: InviteChoice) =>
      change((last_poc_update) =>
        contributorActionFor(contributor.status) === 'send_invite'
          ? portal.api.call(teamMemberEndpoints.invite, { params, body: { point_of_contact_id: contributor.id, email, role, last_poc_update } }, block)
          : portal.api.call(teamMemberEndpoints.updateInvite, { params, body: { point_of_contact_id: contributor.id, role, last_poc_update } }, block),
      ),
  };
}

export type PortalTeam = ReturnType<typeof usePortalTeamMembers>;
