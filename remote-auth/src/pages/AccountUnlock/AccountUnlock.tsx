import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountUnlockMessages } from '@portal/shared-contracts';
import { RouteLink, Spinner, usePortal } from '@portal/shared-ui';
import { AuthPage } from '../../features/page/AuthPage';
import { accountTexts } from '../../texts/accounts';
import { useUnlockAccount } from './useUnlockAccount';

/**
 * How long the result stays before the page moves on: long enough to read two short sentences. A button goes at
 * once, for whoever has read it (see README).
 */
export const UNLOCK_NEXT_PAGE_DELAY_MS = 6_000;

/**
 * Spec 000 §2.3: "Success shows 'The account was successfully unlocked.' and goes to Login. Failure shows 'Unlock
 * failed' with the server message and goes to Index."
 */
export function AccountUnlock() {
  const portal = usePortal();
  const [searchParams] = useSearchParams();
  const state = useUnlockAccount(searchParams.get('user_id'), searchParams.get('token'));
  const next = state.status === 'unlocked' ? 'Login' : state.status === 'failed' ? 'Index' : null;

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => portal.navigate(next), UNLOCK_NEXT_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, portal]);

  return (
    <AuthPage route="AccountUnlock">
      {state.status === 'unlocking' && <Spinner size="large" showLabel label={accountTexts.unlocking} />}
      {/* Always present, so the outcome is announced when it replaces the spinner. */}
      <div aria-live="polite">
        {state.status === 'unlocked' && (
          <div className="auth-notice auth-notice--success">
            <p>{accountUnlockMessages.unlocked}</p>
            <p>{accountTexts.goingOnSoon}</p>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="auth-notice auth-notice--error">
            <h2 className="auth-notice__title">{accountUnlockMessages.unlockFailed}</h2>
            <p>{state.message}</p>
            <p>{accountTexts.goingOnSoon}</p>
          </div>
        )}
      </div>
      {next && (
        <div className="auth-actions">
          <RouteLink route={next} look="primary">
            {next === 'Login' ? accountTexts.goToSignIn : accountTexts.goToHome}
          </RouteLink>
        </div>
      )}
    </AuthPage>
  );
}
