import { experienceEndpoints } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaDependencies } from '../../http/api-area';
import { registerEndpoint } from '../../http/register-endpoint';
import { addEmployment, deleteEmployment } from './employment';
import { addRealEstateOperation, deleteRealEstateOperation, saveRealEstateExperience } from './real-estate';

/**
 * The Employment Information and Real Estate tabs' calls (spec 002 §7), on the account the session operates on. The
 * bodies arrive checked and cleared by the contract's schemas ("the server clears what the client clears").
 */
export async function registerExperienceRoutes(app: FastifyInstance, { db, config }: AreaDependencies): Promise<void> {
  const dataKey = config.dataEncryptionKey;
  const saverOf = (actor: { accountId: number; userId: number }) => ({ accountId: actor.accountId, userId: actor.userId });

  registerEndpoint(app, experienceEndpoints.addEmployment, async ({ actor, body }) => addEmployment(db, dataKey, saverOf(actor), body));
  registerEndpoint(app, experienceEndpoints.deleteEmployment, async ({ actor, params }) => deleteEmployment(db, dataKey, actor.accountId, params.employmentId));
  registerEndpoint(app, experienceEndpoints.saveExperience, async ({ actor, body }) => saveRealEstateExperience(db, dataKey, saverOf(actor), body));
  registerEndpoint(app, experienceEndpoints.addOperation, async ({ actor, body }) => addRealEstateOperation(db, dataKey, saverOf(actor), body));
  registerEndpoint(app, experienceEndpoints.deleteOperation, async ({ actor, params }) => deleteRealEstateOperation(db, dataKey, actor.accountId, params.operationId));
}
