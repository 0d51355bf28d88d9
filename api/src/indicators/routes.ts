import { indicatorEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { indicatorsOf } from './indicators';

/** The counters of outstanding documents (spec 001 §7, spec 002 §7), read through the account the session operates on. */
export const indicatorsApi = defineApiArea('indicators', async (app, { db }) => {
  registerEndpoint(app, indicatorEndpoints.read, async ({ actor }) => indicatorsOf(db, actor.accountId));
});
