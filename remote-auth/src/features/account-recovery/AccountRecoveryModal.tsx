import { useState } from 'react';
import { accountEndpoints, accountUnlockMessages } from '@portal/shared-contracts';
import { Button, Modal, toastRequestError, usePortal } from '@portal/shared-ui';
import { signInTexts } from '../../texts/sign-in';

interface AccountRecoveryModalProps {
  /** The locked account's e-mail, as typed at sign-in. */
  email: string;
  onClose(): void;
}

/**
 * Account Recovery (spec 000 §2.6, §4.1): says that the account was locked after too many unsuccessful attempts,
 * that an e-mail was sent, and to wait a few minutes and check the junk folder; it can send the unlock e-mail again
 * (POST /resend_unlock_link) and shows the server's answer.
 */
export function AccountRecoveryModal({ email, onClose }: AccountRecoveryModalProps) {
  const portal = usePortal();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState('');

  async function resend() {
    setSending(true);
    try {
      const { message } = await portal.api.call(accountEndpoints.resendUnlockLink, { body: { user_email: email } });
      setAnswer(message);
    } catch (error) {
      toastRequestError(portal.ui, error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={signInTexts.accountRecoveryTitle}
      text={accountUnlockMessages.locked}
      onClose={onClose}
      footer={
        <Button loading={sending} onClick={() => void resend()}>
          {accountUnlockMessages.resendUnlockLink}
        </Button>
      }
    >
      <p role="status" className="auth-recovery__answer">
        {answer}
      </p>
    </Modal>
  );
}
