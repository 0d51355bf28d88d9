import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { signingEndpoints } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { keepMadeFile } from '../files/made-files';
import { storedFiles } from '../files/schema';
import { storedFileAnswer } from '../files/send-file';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { Refusal } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { digestOf } from '../secrets';
import { esignatureTexts } from './e-signature-texts';
import { signings } from './schema';
import { signedPdf } from './signed-pdf';
import { documentSigned } from './signed-documents';
import { signingPage } from './signing-page';

const SIGNING_PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const ASSETS = {
  'signing.js': { type: 'text/javascript; charset=utf-8', text: readFileSync(join(__dirname, 'assets', 'signing.js'), 'utf8') },
  'signing.css': { type: 'text/css; charset=utf-8', text: readFileSync(join(__dirname, 'assets', 'signing.css'), 'utf8') },
};

/**
 * The stand-in's signing page (lower environments only: the endpoints declare it, and the configuration refuses the
 * stand-in elsewhere). A signing is found by its token's digest and only for the person it is for; another person, or
 * a token that is not one, gets the answer for what does not exist.
 */
export const eSignatureApi = defineApiArea('e-signature', async (app, { db }) => {
  const store = app.fileUploads!.store;

  async function signingOf(token: string, userId: number) {
    const [signing] = await db
      .select({ signing: signings, document: storedFiles })
      .from(signings)
      .innerJoin(storedFiles, eq(storedFiles.id, signings.documentFileId))
      .where(and(eq(signings.tokenDigest, digestOf(token)), eq(signings.signerId, userId)));
    if (!signing) throw new Refusal(404, { message: httpMessages.notFound });
    return signing;
  }

  registerEndpoint(app, signingEndpoints.page, async ({ actor, params }, _request, reply) => {
    const { signing, document } = await signingOf(params.token, actor.userId);
    // Its own script and style sheet only; framed by the portal alone. Unlike helmet's default, it does not upgrade
    // requests to https, which a local run on plain http could not answer.
    reply.type('text/html; charset=utf-8').header('content-security-policy', SIGNING_PAGE_POLICY);
    return signingPage({ token: params.token, documentText: signing.documentText, documentName: document.name });
  });

  registerEndpoint(app, signingEndpoints.document, async ({ actor, params }) => storedFileAnswer(store, (await signingOf(params.token, actor.userId)).document));

  registerEndpoint(app, signingEndpoints.asset, async ({ params }, _request, reply) => {
    const asset = ASSETS[params.asset];
    reply.type(asset.type);
    return asset.text;
  });

  // Signing twice is refused: the row changes from awaiting to signed once, in one statement.
  registerEndpoint(app, signingEndpoints.sign, async ({ actor, params, body }) => {
    const { signing, document } = await signingOf(params.token, actor.userId);
    if (signing.status !== 'awaiting_signature') throw new Refusal(409, { message: esignatureTexts.alreadySigned });
    const signedAt = new Date();
    const signed = await signedPdf(await buffer(store.read(document.storageKey)), body.name, signedAt);
    const file = await keepMadeFile(db, store, {
      accountId: signing.accountId,
      kind: 'signed_document',
      name: esignatureTexts.signedDocument(document.name),
      bytes: signed,
      madeFor: actor.userId,
      loanId: document.loanId,
    });
    const [marked] = await db
      .update(signings)
      .set({ status: 'signed', signedFileId: file.id, signedAt })
      .where(and(eq(signings.id, signing.id), eq(signings.status, 'awaiting_signature')))
      .returning({ id: signings.id });
    if (!marked) throw new Refusal(409, { message: esignatureTexts.alreadySigned });
    await documentSigned(db, signing.reference, file);
    return { return_url: signing.returnUrl };
  });
});
