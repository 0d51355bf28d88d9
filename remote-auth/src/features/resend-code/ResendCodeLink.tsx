import { useEffect, useRef, useState } from 'react';
import { RESEND_FEEDBACK_MS, signInMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { signInTexts } from '../../texts/sign-in';
import './ResendCodeLink.css';

interface ResendCodeLinkProps {
  /** Asks for a new code; resolves true when it was sent. Never rejects. */
  resend(): Promise<boolean>;
}

/**
 * "The resend link is replaced by feedback for 3 seconds after use" (spec 000 §4.2), with the texts of §8
 * ('A new 6-digit code was sent to your email.' or 'We could not send the 6-digit code to your email.'). The
 * feedback sits in a live region that is always there, so screen readers announce it when it appears.
 */
export function ResendCodeLink({ resend }: ResendCodeLinkProps) {
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<{ sent: boolean } | null>(null);
  const placeRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const place = placeRef.current;
    if (!feedback) {
      // The link is back: whoever was kept on its place gets it again.
      if (place && document.activeElement === place) linkRef.current?.focus();
      return;
    }
    // The link just used is gone: keep the keyboard user's place rather than dropping focus to the page.
    if (place && (document.activeElement === document.body || document.activeElement === null)) place.focus();
    const timer = setTimeout(() => setFeedback(null), RESEND_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function onClick() {
    setSending(true);
    const sent = await resend();
    setSending(false);
    setFeedback({ sent });
  }

  return (
    <div ref={placeRef} className="auth-resend" tabIndex={-1}>
      {!feedback && (
        <Button ref={linkRef} variant="link" size="small" loading={sending} onClick={() => void onClick()}>
          {signInTexts.resendCode}
        </Button>
      )}
      <p role="status" className={feedback?.sent === false ? 'auth-resend__feedback auth-resend__feedback--failed' : 'auth-resend__feedback'}>
        {feedback && (feedback.sent ? signInMessages.codeResent : signInMessages.codeNotResent)}
      </p>
    </div>
  );
}
