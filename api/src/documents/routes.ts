import { dashboardEndpoints, documentEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { accountDocumentsOf } from './account-documents';
import { topMissingDocumentsOf } from './top-missing-documents';

/**
 * The documents an account still owes and holds, read through the account the session operates on: the borrower's
 * own documents (spec 002 §7 `GET /users/{id}/docs`) and the dashboard's Missing Docs panel (spec 001 §7
 * `/top_missing_documents`), which reads the documents of loans and entities alike.
 */
export const documentsApi = defineApiArea('documents', async (app, { db }) => {
  registerEndpoint(app, documentEndpoints.list, async ({ actor }) => accountDocumentsOf(db, actor.accountId));

  registerEndpoint(app, dashboardEndpoints.topMissingDocuments, async ({ actor }) => topMissingDocumentsOf(db, actor.accountId));
});
