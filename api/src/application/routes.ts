import { applicationEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { saveAgreement } from './agreement';
import { registerExperienceRoutes } from './experience/routes';
import { registerFinanceItemsRoutes } from './finance-items/routes';
import { registerFinancesRoutes } from './finances/routes';
import { registerPersonalRoutes } from './personal/routes';
import { applicationProfileOf } from './profile';
import { registerSigningRoutes } from './signing/routes';

/**
 * The borrower's application (spec 002 §2.4 to §2.6, §2.9, §7): every profile call, each section's in its own folder,
 * on the account the session operates on (`store.ts`).
 */
export const applicationApi = defineApiArea('application', async (app, deps) => {
  const { db, config } = deps;
  const dataKey = config.dataEncryptionKey;

  registerEndpoint(app, applicationEndpoints.profile, async ({ actor }) => applicationProfileOf(db, dataKey, actor.accountId));
  // The schema accepts only a ticked box, so what is saved is always agreed.
  registerEndpoint(app, applicationEndpoints.saveAgreement, async ({ actor }) => saveAgreement(db, dataKey, { accountId: actor.accountId, userId: actor.userId }));

  await registerPersonalRoutes(app, deps);
  await registerExperienceRoutes(app, deps);
  await registerFinancesRoutes(app, deps);
  await registerFinanceItemsRoutes(app, deps);
  await registerSigningRoutes(app, deps);
});
