import { useEffect, useRef, useState } from 'react';
import { accountEndpoints, type PortalContext } from '@portal/shared-contracts';
import { messageOf, usePortal } from '@portal/shared-ui';
import { accountTexts } from '../../texts/accounts';

export type UnlockState = { status: 'unlocking' } | { status: 'unlocked' } | { status: 'failed'; message: string };

async function unlockAccount(portal: PortalContext, userId: string | null, token: string | null): Promise<UnlockState> {
  if (!userId || !token) return { status: 'failed', message: accountTexts.unlockLinkIncomplete };
  try {
    await portal.api.call(accountEndpoints.unlock, { query: { user_id: userId, token } });
    return { status: 'unlocked' };
  } catch (error) {
    return { status: 'failed', message: messageOf(error) };
  }
}

/** GET /unlock_account?user_id&token (spec 000 §2.3, §7), once per visit: the link's token works once. */
export function useUnlockAccount(userId: string | null, token: string | null): UnlockState {
  const portal = usePortal();
  const [state, setState] = useState<UnlockState>({ status: 'unlocking' });
  const attempt = useRef<Promise<UnlockState> | null>(null);

  useEffect(() => {
    attempt.current ??= unlockAccount(portal, userId, token);
    let current = true;
    void attempt.current.then((settled) => {
      if (current) setState(settled);
    });
    return () => {
      current = false;
    };
  }, [portal, userId, token]);

  return state;
}
