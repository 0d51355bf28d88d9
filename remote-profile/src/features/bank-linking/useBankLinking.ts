import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { proofOfFundsMessages } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import type { LinkCallbacks, LinkSession } from './bank-linking';
import { BankLinkingContext } from './BankLinkingContext';
import { scriptBankLinking } from './script-bank-linking';

/** `unavailable` once the widget could not be loaded: "Failed to load Plaid Link. Please try again later." */
export type BankLinkingStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface BankLinkingControls {
  status: BankLinkingStatus;
  /** Opens Link; false when the widget cannot be loaded (the page then says so, and a notice is raised). */
  open(linkToken: string, callbacks: LinkCallbacks): Promise<boolean>;
}

/**
 * The widget for a page: its script is loaded as the page shows, for a person who may link banks (`enabled`), so a
 * failure is told at once ("If the widget cannot be loaded the message is …"; "A script-load failure also raises a
 * notice"). One Link is open at a time, and it is closed when the page goes.
 */
export function useBankLinking({ enabled = true }: { enabled?: boolean } = {}): BankLinkingControls {
  const portal = usePortal();
  const provided = useContext(BankLinkingContext);
  const address = portal.env.thirdPartyScripts?.bankLinking;
  const [linking] = useState(() => provided ?? scriptBankLinking(address));
  const [status, setStatus] = useState<BankLinkingStatus>(enabled ? 'loading' : 'idle');
  const session = useRef<LinkSession | null>(null);
  const shown = useRef(false);

  function unavailable() {
    setStatus('unavailable');
    portal.ui.toast('error', proofOfFundsMessages.scriptFailed);
  }
  const cannotLoad = useEffectEvent(unavailable);

  useEffect(() => {
    let current = true;
    shown.current = true;
    if (enabled) {
      linking.load().then(
        () => {
          if (current) setStatus('ready');
        },
        () => {
          if (current) cannotLoad();
        },
      );
    }
    return () => {
      current = false;
      shown.current = false;
      session.current?.close();
      session.current = null;
    };
  }, [linking, enabled]);

  async function open(linkToken: string, callbacks: LinkCallbacks): Promise<boolean> {
    session.current?.close();
    session.current = null;
    let opened: LinkSession;
    try {
      opened = await linking.open(linkToken, callbacks);
    } catch {
      if (shown.current) unavailable();
      return false;
    }
    // The page went while Link was being opened: it must not stay open over another page.
    if (!shown.current) {
      opened.close();
      return false;
    }
    session.current = opened;
    setStatus('ready');
    return true;
  }

  return { status, open };
}
