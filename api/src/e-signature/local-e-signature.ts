import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/database';
import type { FileStore } from '../files/file-store';
import { textOfPdf } from '../loans/pdf-text';
import { digestOf, newToken } from '../secrets';
import type { ESignature, SigningRequest } from './e-signature';
import { signings } from './schema';

/** Where the stand-in's signing page is, as the portal reaches the API (its `/api`, same origin as the frame). */
export const signingPagePath = (token: string) => `/api/e-signature/${token}`;

/**
 * The lower environments' stand-in for the provider (refused elsewhere by the configuration): it keeps the signing,
 * and its own page (`routes.ts`) shows the document, takes a typed name and stamps the PDF. The token is the page's
 * address, unguessable; only its digest is kept.
 */
export function localESignature(db: Database, store: FileStore): ESignature {
  return {
    async start(request: SigningRequest) {
      const token = newToken();
      const documentText = textOfPdf(await buffer(store.read(request.document.storageKey)));
      await db.insert(signings).values({
        accountId: request.accountId,
        signerId: request.signer.userId,
        tokenDigest: digestOf(token),
        reference: request.reference,
        documentFileId: request.document.id,
        documentText,
        returnUrl: request.returnUrl,
      });
      return { signingUrl: signingPagePath(token) };
    },
  };
}
