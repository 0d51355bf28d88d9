import { useEffect } from 'react';
import { PDF_SIGNED_MESSAGE } from '@portal/shared-contracts';
import { Page } from '@portal/shared-ui/kit';
import { profileTexts } from '../../texts/profile';

/**
 * The signature's return page (spec 000 §2, spec 002 §2.9): the signing frame lands here once the document is signed,
 * and it "posts a close-signature message to its parent window so the embedded signing frame can close" — to the
 * portal's own origin only. Opened on its own, it just says the document is signed.
 */
export function PdfSigned() {
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage(PDF_SIGNED_MESSAGE, window.location.origin);
  }, []);
  return (
    <Page title={profileTexts.documentSigned}>
      <p>{profileTexts.documentSignedText}</p>
    </Page>
  );
}
