import { financeItemEndpoints, formMessages } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaDependencies } from '../../http/api-area';
import { httpMessages } from '../../http/messages';
import { registerEndpoint } from '../../http/register-endpoint';
import { Refusal, refuseFields } from '../../http/refusal';
import { addAsset, addLiability, assetsAnswerOf, deleteItem, liabilitiesAnswerOf } from './finance-items';

/** The request names its category twice, in the path and in the item; they must agree. */
const refuseOtherCategory = () => refuseFields({ category: [formMessages.invalidChoice] });

/** The details modal's calls (spec 002 §2.6, §7), on the account the session operates on. */
export async function registerFinanceItemsRoutes(app: FastifyInstance, { db, config }: AreaDependencies): Promise<void> {
  const dataKey = config.dataEncryptionKey;

  registerEndpoint(app, financeItemEndpoints.addAsset, async ({ params, body, actor }) => {
    if (body.category !== params.category) throw refuseOtherCategory();
    return addAsset(db, dataKey, { accountId: actor.accountId, userId: actor.userId }, params.category, body);
  });

  registerEndpoint(app, financeItemEndpoints.addLiability, async ({ params, body, actor }) => {
    if (body.category !== params.category) throw refuseOtherCategory();
    return addLiability(db, dataKey, { accountId: actor.accountId, userId: actor.userId }, params.category, body);
  });

  registerEndpoint(app, financeItemEndpoints.deleteItem, async ({ params, actor }) => {
    if (!(await deleteItem(db, actor.accountId, params.side, params.category, params.itemId))) throw new Refusal(404, { message: httpMessages.notFound });
    return params.side === 'assets' ? { assets: await assetsAnswerOf(db, dataKey, actor.accountId) } : { liabilities: await liabilitiesAnswerOf(db, dataKey, actor.accountId) };
  });
}
