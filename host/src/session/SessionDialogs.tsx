import { useState } from 'react';
import { useStore } from 'zustand';
import { sessionMessages } from '@portal/shared-contracts';
import { Button, Modal, usePortal } from '@portal/shared-ui';
import { refreshBundle } from './refreshBundle';
import type { SessionClock } from './sessionClock';

/**
 * Spec 000 §4.4 and §8: the warning with its countdown (Continue refreshes through GET /users/{id}, Leave
 * signs out with 'See you soon!'), and the 'Oops...' dialog when the refresh fails.
 */
export function SessionDialogs({ clock }: { clock: SessionClock }) {
  const portal = usePortal();
  const warning = useStore(clock.state, (state) => state.warning);
  const secondsLeft = useStore(clock.state, (state) => state.secondsLeft);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);

  const continueSession = async () => {
    if (!portal.session.getState().bundle) return;
    setRefreshing(true);
    try {
      await refreshBundle(portal);
    } catch {
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  };

  const leave = () => void portal.signOut({ message: sessionMessages.leave });

  const acknowledgeFailure = () => {
    setRefreshFailed(false);
    void portal.signOut();
  };

  return (
    <>
      <Modal
        open={warning && !refreshFailed}
        title={sessionMessages.warningTitle}
        text={sessionMessages.timeRemaining(secondsLeft)}
        dismissible={false}
        onClose={leave}
        footer={
          <>
            <Button variant="secondary" onClick={leave}>
              Leave
            </Button>
            <Button variant="primary" loading={refreshing} onClick={continueSession}>
              Continue
            </Button>
          </>
        }
      />
      <Modal
        open={refreshFailed}
        title={sessionMessages.refreshFailedTitle}
        text={sessionMessages.refreshFailedText}
        dismissible={false}
        onClose={acknowledgeFailure}
        footer={
          <Button variant="primary" onClick={acknowledgeFailure}>
            Log in
          </Button>
        }
      />
    </>
  );
}
