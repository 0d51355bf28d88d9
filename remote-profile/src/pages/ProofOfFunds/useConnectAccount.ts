import { useState } from 'react';
import { proofOfFundsEndpoints } from '@portal/shared-contracts';
import { toastRequestError, usePortal } from '@portal/shared-ui';
import type { BankLinkingControls } from '../../features/bank-linking/useBankLinking';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';

/**
 * "Connect New Account": a link token (`create_link_token`), Link opened with it, and on Link's success the public
 * token handed to the API (`create_access_token`), which keeps the new item pending its report. A refused call is
 * toasted; Link closed by the person says nothing, Link ending on an error says so.
 */
export function useConnectAccount(userId: number, link: BankLinkingControls, onLinked: () => void) {
  const portal = usePortal();
  const [connecting, setConnecting] = useState(false);

  async function linked(publicToken: string | null) {
    if (!publicToken) return;
    try {
      await portal.api.call(proofOfFundsEndpoints.linkSucceeded, { params: { id: userId }, body: { public_token: publicToken } }, { block: true });
    } catch (error) {
      toastRequestError(portal.ui, error);
      return;
    }
    onLinked();
  }

  async function connect() {
    setConnecting(true);
    try {
      const { link_token: linkToken } = await portal.api.call(proofOfFundsEndpoints.linkToken, { params: { id: userId } });
      await link.open(linkToken, {
        success: (publicToken) => void linked(publicToken),
        exit: (error) => {
          if (error) portal.ui.toast('error', proofOfFundsTexts.linkEnded);
        },
      });
    } catch (error) {
      toastRequestError(portal.ui, error);
    } finally {
      setConnecting(false);
    }
  }

  return { connect, connecting };
}
