import { useState } from 'react';
import { accountEndpoints, accountVerificationMessages, pathFor } from '@portal/shared-contracts';
import { Button, classNames, messageOf, RouteLink, usePortal, useSession } from '@portal/shared-ui';
import { accountTexts } from '../../texts/accounts';

type Notice = { kind: 'success' | 'error'; title: string; message: string } | { kind: 'sign-in' };

/**
 * 'Resend Verification Email' (POST /users/{id}/resend_verification): "Resend verification shows Success or Error
 * with the server message" (spec 000 §8). The call needs the account's session, so a signed-out visitor is asked to
 * sign in and brought back to this link.
 */
export function ResendVerification({ id, token }: { id: string; token: string }) {
  const portal = usePortal();
  const signedIn = useSession((state) => state.bundle !== null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function resend() {
    if (!signedIn) {
      setNotice({ kind: 'sign-in' });
      return;
    }
    setSending(true);
    try {
      const { message } = await portal.api.call(accountEndpoints.resendVerification, { params: { id } });
      setNotice({ kind: 'success', title: accountVerificationMessages.resendSucceededTitle, message });
    } catch (error) {
      const message = messageOf(error);
      const alreadyVerified = message === accountVerificationMessages.alreadyVerified;
      setNotice({ kind: 'error', title: alreadyVerified ? accountVerificationMessages.alreadyVerifiedTitle : accountVerificationMessages.resendFailedTitle, message });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <div className="auth-actions">
        <Button loading={sending} onClick={() => void resend()}>
          {accountVerificationMessages.resendVerificationEmail}
        </Button>
      </div>
      {/* Always present, so what appears in it is announced. */}
      <div role="status">
        {notice?.kind === 'sign-in' && (
          <div className="auth-notice">
            <p>{accountTexts.signInToResend}</p>
            <RouteLink route="Login" query={{ redirect: pathFor('AccountConfirmation', { id, token }) }}>
              {accountTexts.signInAndReturn}
            </RouteLink>
          </div>
        )}
        {(notice?.kind === 'success' || notice?.kind === 'error') && (
          <div className={classNames('auth-notice', `auth-notice--${notice.kind}`)}>
            <h2 className="auth-notice__title">{notice.title}</h2>
            <p>{notice.message}</p>
          </div>
        )}
      </div>
    </>
  );
}
