import * as v from 'valibot';
import { publicAccess, signedIn } from './access';
import { FileDownload } from './uploads';
import { defineEndpoint } from './endpoints';

/*
 * The lower environments' stand-in for an e-signature provider's embedded signing (the production provider serves
 * its own pages). The signing page is the API's, reached through the portal's `/api` inside the wizard's frame: its
 * address carries an unguessable token, and only the person the signing is for may open or sign it.
 */

export const SIGNING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SigningParams = v.object({ token: v.pipe(v.string(), v.regex(SIGNING_TOKEN_PATTERN, 'Not a signing address.')) });

/** "a typed-name signature": the signer's full name as they type it. */
export const SIGNATURE_NAME_MAX = 100;
export const SignBody = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Please type your full name to sign.'), v.maxLength(SIGNATURE_NAME_MAX)) });

/** Where the frame goes once signed: the portal's `/pdf_signed`, which tells the wizard. */
export const SignAnswer = v.object({ return_url: v.string() });

export { PDF_SIGNED_MESSAGE } from './e-signature-message';

/** The stand-in page's script and style sheet: files of the API's own, public like any page's assets. */
export const SIGNING_ASSETS = ['signing.js', 'signing.css'] as const;
export const SigningAssetParams = v.object({ asset: v.picklist(SIGNING_ASSETS, 'Not a signing asset.') });

/** The stand-in's own endpoints: absent outside lower environments, where the provider serves its pages. */
const standIn = <A extends object>(access: A) => ({ ...access, lowerEnvironmentsOnly: true as const });

export const signingEndpoints = {
  /** The signing page (HTML), for the person the signing is for. */
  page: defineEndpoint({ method: 'GET', path: '/e-signature/{token}', params: SigningParams, response: v.string(), access: standIn(signedIn()) }),
  /** The PDF to sign. */
  document: defineEndpoint({ method: 'GET', path: '/e-signature/{token}/document', params: SigningParams, response: FileDownload, download: true, access: standIn(signedIn()) }),
  sign: defineEndpoint({ method: 'POST', path: '/e-signature/{token}/sign', params: SigningParams, body: SignBody, response: SignAnswer, access: standIn(signedIn()) }),
  asset: defineEndpoint({ method: 'GET', path: '/e-signature-assets/{asset}', params: SigningAssetParams, response: v.string(), access: standIn(publicAccess) }),
};
