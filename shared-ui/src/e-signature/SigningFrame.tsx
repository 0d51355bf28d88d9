import { useEffect, useRef } from 'react';
import { PDF_SIGNED_MESSAGE } from '@portal/shared-contracts';
import './SigningFrame.css';

export interface SigningFrameProps {
  /** The embedded signing page's address, as the API answered it. */
  url: string;
  /** The frame's accessible name: what is being signed ("Sign the ACH payment authorization"). */
  title: string;
  /** The signing page went back to `/pdf_signed`, which told this window. */
  onSigned(): void;
}

/**
 * The e-signature provider's page inside the portal (spec 001 §4, spec 002 §2.9, §4 'Application signing'). It closes
 * when `/pdf_signed`, loaded in it once signed, posts its message: only a message from the portal's own origin and
 * from this frame counts.
 */
export function SigningFrame({ url, title, onSigned }: SigningFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    function listen(event: MessageEvent) {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && event.data === PDF_SIGNED_MESSAGE) onSigned();
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onSigned]);
  return <iframe ref={frame} src={url} title={title} className="pui-signing-frame" />;
}
