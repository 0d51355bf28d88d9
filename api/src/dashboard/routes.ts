import { dashboardEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { loanSummaryOf, monetarySummaryOf } from './summaries';

/**
 * The dashboard's summaries (spec 001 §2 'Dashboard', §3 'Summaries', §7), of the account the session operates on;
 * the access (dashboard.read and loans.read) is the contract's. The Missing Docs panel's call, top_missing_documents,
 * is the documents area's.
 */
export const dashboardApi = defineApiArea('dashboard', async (app, { db }) => {
  registerEndpoint(app, dashboardEndpoints.monetarySummary, async ({ actor }) => monetarySummaryOf(db, actor.accountId));
  registerEndpoint(app, dashboardEndpoints.loanSummary, async ({ actor }) => loanSummaryOf(db, actor.accountId));
});
