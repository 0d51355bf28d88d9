import { useEffect, useRef } from 'react';
import { PDF_SIGNED_MESSAGE } from '@portal/shared-contracts';
import { loanTexts } from '../../texts/loans';

export interface SigningFrameProps {
  /** The embedded signing page's address, as the API answered it. */
  url: string;
  /** The signing page went back to `/pdf_signed`, which told this window. */
  onSigned(): void;
}

/**
 * "an e-signature frame opens from the returned signing address" (spec 001 §4): the provider's page inside the
 * wizard. It closes when `/pdf_signed`, loaded in it once signed, posts its message: only a message from the
 * portal's own origin and from this frame counts.
 */
export function SigningFrame({ url, onSigned }: SigningFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    function listen(event: MessageEvent) {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && event.data === PDF_SIGNED_MESSAGE) onSigned();
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onSigned]);
  return <iframe ref={frame} src={url} title={loanTexts.signingFrame} className="loans-signing-frame" />;
}
