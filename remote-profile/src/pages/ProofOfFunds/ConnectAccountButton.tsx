import { useEffect, useRef } from 'react';
import { proofOfFundsMessages } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { VerifiedOnly } from '@portal/shared-ui/kit';

export interface ConnectAccountButtonProps {
  connecting: boolean;
  onConnect(): void;
  /** Takes the focus as it appears (after the contact form, whose submit button is gone). */
  focusOnShow?: boolean;
}

/** "A 'Connect New Account' button launches the third-party linking widget"; the unverified get the not-verified popover. */
export function ConnectAccountButton({ connecting, onConnect, focusOnShow = false }: ConnectAccountButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) button.current?.focus();
  }, [focusOnShow]);
  return (
    <VerifiedOnly>
      {(trigger) =>
        trigger ? (
          <Button {...trigger}>{proofOfFundsMessages.connectNewAccount}</Button>
        ) : (
          <Button ref={button} loading={connecting} onClick={onConnect}>
            {proofOfFundsMessages.connectNewAccount}
          </Button>
        )
      }
    </VerifiedOnly>
  );
}
