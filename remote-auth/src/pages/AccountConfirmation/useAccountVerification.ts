import { useEffect, useRef, useState } from 'react';
import { accountEndpoints, sessionEndpoints, type PortalContext } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import type { VerificationPlan } from './verification-plan';

export type VerificationState = 'verifying' | 'verified' | 'failed';

/**
 * GET /users/{id}/verify?token=: "response is not read; its errors are handled silently" (spec 000 §7): the page
 * says whether it worked, no toast. A signed-in user's bundle is then refreshed (GET /users/{id}), so the guard
 * knows at once that the e-mail is verified.
 */
async function verifyAccount(portal: PortalContext, id: string, token: string): Promise<boolean> {
  try {
    await portal.api.call(accountEndpoints.verify, { params: { id }, query: { token } });
  } catch {
    return false;
  }
  if (portal.session.getState().bundle) {
    try {
      portal.session.getState().refresh(await portal.api.call(sessionEndpoints.currentUser, { params: { id } }));
    } catch {
      // The account is verified all the same; the next sign-in brings the new state.
    }
  }
  return true;
}

export function useAccountVerification(plan: VerificationPlan): VerificationState {
  const portal = usePortal();
  const [state, setState] = useState<VerificationState>('verifying');
  // The link's token works once: a second call (React re-running the effect) must reuse the first one's answer.
  const attempt = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    if (plan.kind !== 'verify') return;
    attempt.current ??= verifyAccount(portal, plan.id, plan.token);
    let current = true;
    void attempt.current.then((verified) => {
      if (current) setState(verified ? 'verified' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [plan, portal]);

  return state;
}
