import { financeEndpoints, financeMessages, statementUploadMissing } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaDependencies } from '../../http/api-area';
import { registerEndpoint } from '../../http/register-endpoint';
import { refuseFields } from '../../http/refusal';
import { accountDocumentsOf } from '../../documents/account-documents';
import { financesAnswerOf, saveFinances } from './finances';

/**
 * "POST /users/{id}/profile/finance | income or finance fields | response finances" (spec 002 §7), on the account the
 * session operates on. The contract's `FinanceBody` has already refused bad amounts, totals given with itemized values
 * and a Total mode without its totals; only the API can see whether the statement chosen with Upload File is on file.
 */
export async function registerFinancesRoutes(app: FastifyInstance, { db, config }: AreaDependencies): Promise<void> {
  registerEndpoint(app, financeEndpoints.saveFinance, async ({ actor, body }) => {
    if (statementUploadMissing(body.mode, await accountDocumentsOf(db, actor.accountId))) {
      throw refuseFields({ mode: [financeMessages.statementNotUploaded] });
    }
    await saveFinances(db, config.dataEncryptionKey, { accountId: actor.accountId, userId: actor.userId }, body);
    return (await financesAnswerOf(db, config.dataEncryptionKey, actor.accountId))!;
  });
}
