import { defineApiArea } from '../http/api-area';
import { registerExperienceRoutes } from './experience/routes';
import { registerFinanceItemsRoutes } from './finance-items/routes';
import { registerFinancesRoutes } from './finances/routes';
import { registerPersonalRoutes } from './personal/routes';
import { registerSigningRoutes } from './signing/routes';

/**
 * The borrower's application (spec 002 §2.4 to §2.6, §2.9, §7): every profile call, each section's in its own folder,
 * on the account the session operates on (`store.ts`).
 */
export const applicationApi = defineApiArea('application', async (app, deps) => {
  await registerPersonalRoutes(app, deps);
  await registerExperienceRoutes(app, deps);
  await registerFinancesRoutes(app, deps);
  await registerFinanceItemsRoutes(app, deps);
  await registerSigningRoutes(app, deps);
});
