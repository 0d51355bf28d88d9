import type { ServerUser } from '@portal/shared-contracts';

export type VerificationPlan = { kind: 'leave'; to: 'Dashboard' | 'Index' } | { kind: 'verify'; id: string; token: string };

/**
 * Spec 000 §2.3: "If the user is already verified it goes to the dashboard. If params are missing, or the signed-in
 * user differs from the id in the link, it redirects to Dashboard when signed in and to Index otherwise. Otherwise it
 * verifies."
 */
export function planVerification(params: { id?: string; token?: string }, user: Pick<ServerUser, 'id' | 'verified'> | null): VerificationPlan {
  if (user?.verified) return { kind: 'leave', to: 'Dashboard' };
  if (!params.id || !params.token || (user && String(user.id) !== params.id)) return { kind: 'leave', to: user ? 'Dashboard' : 'Index' };
  return { kind: 'verify', id: params.id, token: params.token };
}
