import { personalEndpoints } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaDependencies } from '../../http/api-area';
import { registerEndpoint } from '../../http/register-endpoint';
import { saveContact } from './contact';
import { saveDeclarations } from './declarations';
import { saveDemographics } from './demographics';

/**
 * The Personal Information, Background Information and Demographics tabs (spec 002 §7): each saves its section of
 * the account the session operates on and answers it. The bodies arrive cleared of their dependent fields and checked
 * by the contract's schemas (`registerEndpoint`).
 */
export async function registerPersonalRoutes(app: FastifyInstance, { db, config }: AreaDependencies): Promise<void> {
  const dataKey = config.dataEncryptionKey;
  const saverOf = (actor: { accountId: number; userId: number }) => ({ accountId: actor.accountId, userId: actor.userId });

  registerEndpoint(app, personalEndpoints.saveContact, async ({ actor, body }) => saveContact(db, dataKey, saverOf(actor), body));
  registerEndpoint(app, personalEndpoints.saveDeclarations, async ({ actor, body }) => saveDeclarations(db, dataKey, saverOf(actor), body));
  registerEndpoint(app, personalEndpoints.saveDemographics, async ({ actor, body }) => saveDemographics(db, dataKey, saverOf(actor), body));
}
