import { randomUUID } from 'node:crypto';
import {
  APPLICATION_DOCUMENT_TYPE,
  applicationSigningEndpoints,
  applicationSigningMessages,
  calendarDayOf,
  ENTITY_TYPE_LABELS,
  formMessages,
  signingMessages,
  signingRefusalOf,
  type ApplicationAnswer,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../accounts/schema';
import { configuredESignature } from '../../e-signature/configured-e-signature';
import { onSigned } from '../../e-signature/signed-documents';
import { entityOfAccount } from '../../entities/entities';
import { keepMadeFile } from '../../files/made-files';
import type { AreaDependencies } from '../../http/api-area';
import { Refusal, refuseFields } from '../../http/refusal';
import { registerEndpoint } from '../../http/register-endpoint';
import { saveSection } from '../store';
import { applicationPdf } from './application-pdf';
import { missingSectionsOfAccount } from '../missing-sections';
import { applicationSigned, signingCompleted, signingReference } from './signed-application';

export { applicationAnswerOf } from './signed-application';

/**
 * The guarantor's signing of the application (spec 002 §4 'Application signing', §7): once every section that signing
 * needs is saved, the API makes the application for the chosen entity as a PDF and starts its signing, whose embedded
 * address it answers. Signed, the PDF joins the borrower's documents (`applicationSigned`), and only then may the
 * portal save the application as signed for that entity.
 */
export async function registerSigningRoutes(app: FastifyInstance, { db, config }: AreaDependencies): Promise<void> {
  const dataKey = config.dataEncryptionKey;
  const store = app.fileUploads!.store;
  const eSignature = configuredESignature(config.eSignature, db, store);
  onSigned('application', (database, reference, signed) => applicationSigned(database, dataKey, reference, signed));

  // "entity must be one of the account's entities": another account's is refused as a choice not offered.
  async function entityOfTheAccount(accountId: number, entityId: number) {
    const entity = await entityOfAccount(db, accountId, entityId);
    if (!entity) throw refuseFields({ entity: [formMessages.invalidChoice] });
    return entity;
  }

  registerEndpoint(app, applicationSigningEndpoints.send, async ({ actor, body }) => {
    const entity = await entityOfTheAccount(actor.accountId, body.entity);
    const refusal = signingRefusalOf(await missingSectionsOfAccount(db, actor.accountId));
    if (refusal) throw new Refusal(409, { message: refusal });
    const [signer] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, actor.userId));
    const name = `${signer!.firstName} ${signer!.lastName}`;
    const pdf = await applicationPdf({ guarantor: name, entity: { name: entity.name, type: ENTITY_TYPE_LABELS[entity.type] }, day: calendarDayOf(new Date()) });
    const document = await keepMadeFile(db, store, { accountId: actor.accountId, kind: 'signing_document', name: `${APPLICATION_DOCUMENT_TYPE}.pdf`, bytes: pdf, madeFor: actor.userId });
    try {
      const { signingUrl } = await eSignature.start({
        accountId: actor.accountId,
        signer: { userId: actor.userId, name, email: signer!.email },
        document,
        reference: signingReference(entity.id, randomUUID()),
        returnUrl: `${config.publicUrl}/pdf_signed`,
      });
      return { docusign_url_embedded_signature: signingUrl };
    } catch (error) {
      app.log.error({ err: error }, 'The e-signature service refused the application signing');
      throw new Refusal(502, { message: signingMessages.serviceFailed });
    }
  });

  registerEndpoint(app, applicationSigningEndpoints.saveSigned, async ({ actor, body }) => {
    const entity = await entityOfTheAccount(actor.accountId, body.entity);
    if (!(await signingCompleted(db, dataKey, actor.accountId, entity.id))) throw new Refusal(409, { message: applicationSigningMessages.notSignedYet });
    const application: ApplicationAnswer = { type: body.type, entity: entity.id, signed: true };
    await saveSection(db, dataKey, { accountId: actor.accountId, userId: actor.userId }, 'application', application);
    return application;
  });
}
