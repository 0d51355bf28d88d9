import { useState } from 'react';
import { useStore } from 'zustand';
import type { RemoteName } from '@portal/shared-contracts';
import { RemoteFallback, Spinner, uiTexts } from '@portal/shared-ui';
import { showsPrerenderedPage } from './prerenderedPage';
import type { RemoteSlot } from './remoteSlot';
import { failureExplanation, type RemoteStatusStore } from './remoteStatus';

interface Props {
  remote: RemoteName;
  area: string;
  slot: RemoteSlot;
  status: RemoteStatusStore;
  onRetry(remote: RemoteName): Promise<void>;
}

/**
 * Where the active remote mounts, with what the borrower sees while it loads or when it cannot be loaded:
 * the shell, the session and the other areas keep working, and Try again starts it over.
 */
export function RemoteArea({ remote, area, slot, status, onRetry }: Props) {
  const { state, failure } = useStore(status, (all) => all[remote]);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry(remote);
    } finally {
      setRetrying(false);
    }
  };

  // The spinner lies over the area rather than above it: the page the remote renders under it would otherwise move
  // up when it goes (a layout shift Lighthouse counted on every signed-in page). A page the server sent drawn ahead
  // shows instead (prerenderedPage.ts).
  return (
    <div className="portal-remote-area">
      {state === 'loading' && !showsPrerenderedPage(slot.elementFor(remote)) && (
        <div className="portal-remote-loading">
          <Spinner label={`Loading ${area}…`} />
        </div>
      )}
      {state === 'failed' && failure && (
        <RemoteFallback
          title={`${area} is not available right now`}
          heading="h1"
          lines={[failureExplanation(failure.kind), uiTexts.stillWorks]}
          detail={uiTexts.errorKind(failure.kind)}
          onRetry={() => void retry()}
          retrying={retrying}
        />
      )}
      <div className="portal-remote-outlet" hidden={state === 'failed'} ref={(element) => slot.attachTo(element)} />
    </div>
  );
}
