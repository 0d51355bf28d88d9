import { resendVerificationEndpoint, verificationMessages } from '@portal/shared-contracts';
import { useState, type ReactNode } from 'react';
import { Button, toastRequestError, usePortal, useSession } from '@portal/shared-ui';
import { Popover, type PopoverProps, type PopoverTriggerProps } from './Popover';

export interface NotVerifiedNoticeProps {
  /** The control of the action an unverified borrower may not take (Submit New Loan). */
  trigger(props: PopoverTriggerProps): ReactNode;
  /** Sends the verification link again; the button is busy until it settles. Feedback (toasts) is the caller's. */
  onResend(): Promise<unknown>;
  placement?: PopoverProps['placement'];
}

/**
 * Spec 001 §5: "unverified users are blocked from submitting a deal; popover reads 'This action is not allowed
 * because you're not verified yet.' with a Resend Link button". The popover closes once the link was sent and
 * stays open when sending failed, so the borrower can try again.
 */
export function NotVerifiedNotice({ trigger, onResend, placement }: NotVerifiedNoticeProps) {
  const [sending, setSending] = useState(false);
  return (
    <Popover trigger={trigger} label={verificationMessages.notVerifiedYet} placement={placement}>
      {(close) => (
        <div className="pui-not-verified">
          <p className="pui-not-verified__text">{verificationMessages.notVerifiedYet}</p>
          <Button
            size="small"
            loading={sending}
            onClick={async () => {
              setSending(true);
              try {
                await onResend();
                close();
              } catch {
                // The caller reports the failure; the popover stays for another try.
              } finally {
                setSending(false);
              }
            }}
          >
            {verificationMessages.resendLink}
          </Button>
        </div>
      )}
    </Popover>
  );
}

/**
 * Resend Link as every area does it: `POST /users/{id}/resend_verification` for the signed-in person, the server's
 * answer in a toast, a failure toasted and rethrown (so `NotVerifiedNotice` stays open for another try).
 */
export function useResendVerificationLink(): () => Promise<void> {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  return async () => {
    if (userId === undefined) return;
    try {
      const { message } = await portal.api.call(resendVerificationEndpoint, { params: { id: String(userId) } });
      portal.ui.toast('success', message);
    } catch (error) {
      toastRequestError(portal.ui, error);
      throw error;
    }
  };
}

export interface VerifiedOnlyProps {
  /** The control of the action (Submit New Loan, Add entity): rendered as is for a verified borrower. */
  children(trigger: PopoverTriggerProps | null): ReactNode;
  placement?: PopoverProps['placement'];
}

/**
 * Spec 001 §1: "A borrower must have a verified account to start a new deal or add an entity"; §5: the popover
 * reads "This action is not allowed because you're not verified yet." with a Resend Link button. For an unverified
 * borrower the action's control opens that popover instead of acting; `children` gets the popover's trigger props
 * (null for a verified borrower, whose control acts).
 */
export function VerifiedOnly({ children, placement }: VerifiedOnlyProps) {
  const verified = useSession((state) => state.bundle?.user.verified ?? true);
  const resend = useResendVerificationLink();
  if (verified) return <>{children(null)}</>;
  return <NotVerifiedNotice trigger={(trigger) => children(trigger)} onResend={resend} placement={placement} />;
}
