import { sessionEndpoints, type PortalContext } from '@portal/shared-contracts';

/**
 * Asks the API for the signed-in bundle again ("GET /users/{id} ... used to log in and to refresh the session") and
 * holds it: permissions come from the role on the operated account at every request, so a role the owner changed
 * reaches the sidebar and the guard here. Rejects when the call fails; a 401 has signed the person out already.
 */
export async function refreshBundle(portal: Pick<PortalContext, 'api' | 'session'>): Promise<void> {
  const user = portal.session.getState().bundle?.user;
  if (!user) return;
  const bundle = await portal.api.call(sessionEndpoints.currentUser, { params: { id: user.id } });
  // Signed out, or someone else signed in, while the answer travelled: it is not theirs.
  if (portal.session.getState().bundle?.user.id === user.id) portal.session.getState().refresh(bundle);
}
