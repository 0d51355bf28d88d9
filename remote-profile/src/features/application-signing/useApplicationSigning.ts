import { useState } from 'react';
import { applicationSigningEndpoints, signingMessages, type ApplicationAnswer } from '@portal/shared-contracts';
import { messageOf, PortalRequestError, usePortal, useSession } from '@portal/shared-ui';
import { refreshIndicators } from '@portal/shared-ui/kit';

/** Where the signing of the application is, for the entity it is for. */
export type SigningState =
  | { step: 'ready' }
  | { step: 'sending'; entity: number }
  | { step: 'signing'; entity: number; url: string }
  | { step: 'saving'; entity: number }
  | { step: 'signed'; entity: number }
  | { step: 'failed'; message: string };

/**
 * "The signing call fails": the provider (502), no answer, or an answer the transport could not read. A refusal the
 * API words itself (a section still missing, an entity not offered) says why in its own words.
 */
function sendFailureText(error: unknown): string {
  return error instanceof PortalRequestError && error.reason === 'server' && error.status < 500 ? error.message : signingMessages.serviceFailed;
}

/**
 * The application's signing (spec 002 §4 'Application signing'): eSign sends it for the chosen entity and frames the
 * address answered; "When signing completes, the application is saved with signed true, and documents and missing
 * indicators are reloaded" (the shell's counters here, the page's own through `onSigned`).
 */
export function useApplicationSigning(onSigned: (answer: ApplicationAnswer) => void) {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  const [state, setState] = useState<SigningState>({ step: 'ready' });

  async function start(entity: number) {
    if (userId === undefined) return;
    setState({ step: 'sending', entity });
    try {
      const answer = await portal.api.call(applicationSigningEndpoints.send, { params: { id: userId }, body: { type: 'entity', entity } });
      setState({ step: 'signing', entity, url: answer.docusign_url_embedded_signature });
    } catch (error) {
      setState({ step: 'failed', message: sendFailureText(error) });
    }
  }

  async function frameSigned() {
    if (userId === undefined || state.step !== 'signing') return;
    const { entity } = state;
    setState({ step: 'saving', entity });
    try {
      const answer = await portal.api.call(applicationSigningEndpoints.saveSigned, { params: { id: userId }, body: { type: 'entity', entity, signed: true } }, { block: true });
      setState({ step: 'signed', entity });
      void refreshIndicators(portal);
      onSigned(answer);
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error) });
    }
  }

  /** The borrower closed the frame without signing: nothing was signed, eSign may start again. */
  function closeFrame() {
    if (state.step === 'signing') setState({ step: 'ready' });
  }

  return { state, start, frameSigned, closeFrame };
}
