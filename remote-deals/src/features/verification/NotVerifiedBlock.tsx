import type { ReactNode } from 'react';
import { useSession } from '@portal/shared-ui';
import { NotVerifiedNotice, useResendVerificationLink, type PopoverTriggerProps } from '@portal/shared-ui/kit';

export interface NotVerifiedBlockProps {
  /** The control of the action (Add entity, Submit): rendered as is for a verified borrower. */
  children(trigger: PopoverTriggerProps | null): ReactNode;
}

/**
 * Spec 001 §1: "A borrower must have a verified account to start a new deal or add an entity"; §5: the popover
 * reads "This action is not allowed because you're not verified yet." with a Resend Link button. For an unverified
 * borrower the action's control opens that popover instead of acting.
 */
export function NotVerifiedBlock({ children }: NotVerifiedBlockProps) {
  const verified = useSession((state) => state.bundle?.user.verified ?? true);
  const resend = useResendVerificationLink();
  if (verified) return <>{children(null)}</>;
  return <NotVerifiedNotice trigger={(trigger) => children(trigger)} onResend={resend} />;
}
