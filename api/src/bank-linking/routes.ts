import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANK_LINKING_MESSAGE, bankLinkingStandInEndpoints, proofOfFundsEndpoints, type BANK_LINKING_ASSETS, type LockedItem } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { Refusal } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { BANK_LINKING_ERRORS, BankLinkingError, type BankLinking } from './bank-linking';
import { bankLinkingTexts } from './bank-linking-texts';
import { configuredBankLinking } from './configured-bank-linking';
import { linkPage } from './link-page';
import {
  accessTokenOf,
  bankLinkingUserOf,
  clientUserIdOf,
  linkBank,
  linkedItemAnswerOf,
  linkedItemOf,
  linkedItemOfReport,
  linkedItemRowsOf,
  linkedItemsOf,
  readAssetReport,
  saveAssetReportToDocuments,
} from './linked-items';
import { linkedBankItems } from './schema';
import { connectStandInLink, linkSessionOf } from './stand-in-link';

/** The Link page's own script and style sheet only, framed by the portal alone; no upgrade to https, which a local run on plain http could not answer. */
const LINK_PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The scripts name the message type the contract gives (`BANK_LINKING_MESSAGE`), so it is written in one place. */
const assetText = (name: string) => readFileSync(join(__dirname, 'assets', name), 'utf8').replaceAll("'__BANK_LINKING_MESSAGE__'", JSON.stringify(BANK_LINKING_MESSAGE));
const ASSETS: Record<(typeof BANK_LINKING_ASSETS)[number], { type: string; text: string }> = {
  'link-initialize.js': { type: 'text/javascript; charset=utf-8', text: assetText('link-initialize.js') },
  'link.js': { type: 'text/javascript; charset=utf-8', text: assetText('link.js') },
  'link.css': { type: 'text/css; charset=utf-8', text: assetText('link.css') },
};

/**
 * Proof of Funds (spec 002 §2.3, §7 "every call under /plaid") over the configured provider, and in lower
 * environments the provider's stand-in Link. Every item is read and written through the account the session operates
 * on: another account's item or report answers 404, as one that does not exist. The provider's access never leaves
 * the API; a provider's failure is a 502 saying so, logged without tokens.
 */
export const bankLinkingApi = defineApiArea('bank-linking', async (app, { db, config }) => {
  const store = app.fileUploads!.store;
  const dataKey = config.dataEncryptionKey;
  const provider = answeringForTheProvider(configuredBankLinking(config.bankLinking, db), app.log);

  const itemOfAccount = async (accountId: number, itemId: string) => {
    const row = await linkedItemOf(db, accountId, itemId);
    if (!row) throw new Refusal(404, { message: httpMessages.notFound });
    return row;
  };

  registerEndpoint(app, proofOfFundsEndpoints.items, async ({ actor }) => linkedItemsOf(db, actor.accountId));

  registerEndpoint(app, proofOfFundsEndpoints.lockedItems, async ({ actor }) => {
    const locked: LockedItem[] = [];
    for (const row of await linkedItemRowsOf(db, actor.accountId)) {
      const item = await provider.item(accessTokenOf(row, dataKey));
      if (item.loginRequired) locked.push({ item_id: row.itemId, institution_name: row.institutionName, institution_id: row.institutionId });
    }
    return locked;
  });

  registerEndpoint(app, proofOfFundsEndpoints.linkToken, async ({ actor }) => {
    const { linkToken, expiration } = await provider.createLinkToken({ user: await bankLinkingUserOf(db, actor) });
    return { link_token: linkToken, expiration };
  });

  registerEndpoint(app, proofOfFundsEndpoints.linkSucceeded, async ({ actor, body }) => {
    const user = await bankLinkingUserOf(db, actor);
    const row = await linkBank(db, provider, { accountId: actor.accountId, linkedBy: actor.userId, publicToken: body.public_token, user, dataKey });
    return linkedItemAnswerOf(row);
  });

  registerEndpoint(app, proofOfFundsEndpoints.updateModeToken, async ({ actor, body }) => {
    const row = await itemOfAccount(actor.accountId, body.item_id);
    const { linkToken, expiration } = await provider.createLinkToken({ user: await bankLinkingUserOf(db, actor), accessToken: accessTokenOf(row, dataKey) });
    return { link_token: linkToken, expiration };
  });

  // Removing is how a borrower lets go of a bank that no longer lets the portal in; a working link stays.
  registerEndpoint(app, proofOfFundsEndpoints.removeLockedItem, async ({ actor, body }) => {
    const row = await itemOfAccount(actor.accountId, body.item_id);
    const accessToken = accessTokenOf(row, dataKey);
    if (!(await provider.item(accessToken)).loginRequired) throw new Refusal(409, { message: bankLinkingTexts.notLocked });
    await provider.removeItem(accessToken);
    await db.delete(linkedBankItems).where(and(eq(linkedBankItems.id, row.id), eq(linkedBankItems.accountId, actor.accountId)));
    return linkedItemsOf(db, actor.accountId);
  });

  registerEndpoint(app, proofOfFundsEndpoints.assetReport, async ({ actor, body }) => {
    const row = await linkedItemOfReport(db, actor.accountId, body.asset_report_id);
    if (!row) throw new Refusal(404, { message: httpMessages.notFound });
    const ready = row.dateLastUpdated !== null ? row : await readAssetReport(db, provider, row, dataKey);
    if (!ready) return { status: 'pending' as const };
    if (body.save_to_contacts) await saveAssetReportToDocuments(db, { provider, store, dataKey, madeFor: actor.userId }, ready);
    return { status: 'ready' as const };
  });

  // The stand-in's Link (lower environments only: the endpoints declare it, and the configuration refuses the stand-in
  // elsewhere). Its addresses carry the link token, and the log names each request by its path: these routes log
  // warnings and errors only, so no token reaches it.
  await app.register(
    async (standIn) => {
      registerEndpoint(standIn, bankLinkingStandInEndpoints.page, async ({ actor, params }, _request, reply) => {
        const session = await linkSessionOf(db, params.token, clientUserIdOf(actor.userId), new Date());
        reply.type('text/html; charset=utf-8').header('content-security-policy', LINK_PAGE_POLICY);
        return linkPage({ token: params.token, session });
      });

      registerEndpoint(standIn, bankLinkingStandInEndpoints.connect, async ({ actor, params, body }) =>
        connectStandInLink(db, params.token, clientUserIdOf(actor.userId), body, new Date()),
      );

      registerEndpoint(standIn, bankLinkingStandInEndpoints.asset, async ({ params }, _request, reply) => {
        const asset = ASSETS[params.asset];
        reply.type(asset.type);
        return asset.text;
      });
    },
    { logLevel: 'warn' },
  );
});

/**
 * The provider as the routes use it: a public token it refuses (used or expired) is the person's 400; any other
 * failure, the provider unreachable or none configured, is a 502 saying so. The log gets the call, the error's type,
 * code and message (which name no token: see BankLinkingError), never the request.
 */
function answeringForTheProvider(provider: BankLinking, log: FastifyBaseLogger): BankLinking {
  async function ask<T>(call: keyof BankLinking, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof BankLinkingError && error.code === BANK_LINKING_ERRORS.invalidPublicToken) {
        throw new Refusal(400, { message: bankLinkingTexts.connectionExpired, errors: { public_token: [bankLinkingTexts.connectionExpired] } });
      }
      const failure = error instanceof Error ? error : new Error(String(error));
      const stated = failure instanceof BankLinkingError ? { code: failure.code, ...failure.details } : {};
      log.error({ call, error: { type: failure.name, message: failure.message, ...stated } }, 'The bank-linking service failed');
      throw new Refusal(502, { message: bankLinkingTexts.serviceFailed });
    }
  }
  return {
    createLinkToken: (request) => ask('createLinkToken', () => provider.createLinkToken(request)),
    exchangePublicToken: (publicToken) => ask('exchangePublicToken', () => provider.exchangePublicToken(publicToken)),
    item: (accessToken) => ask('item', () => provider.item(accessToken)),
    createAssetReport: (accessTokens, options) => ask('createAssetReport', () => provider.createAssetReport(accessTokens, options)),
    assetReport: (assetReportToken) => ask('assetReport', () => provider.assetReport(assetReportToken)),
    assetReportPdf: (assetReportToken) => ask('assetReportPdf', () => provider.assetReportPdf(assetReportToken)),
    removeItem: (accessToken) => ask('removeItem', () => provider.removeItem(accessToken)),
  };
}
