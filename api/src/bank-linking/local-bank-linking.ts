import { randomBytes, randomUUID } from 'node:crypto';
import type { LinkedAccount } from '@portal/shared-contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { digestOf, newToken } from '../secrets';
import { assetReportPdf } from './asset-report-pdf';
import { BANK_LINKING_ERRORS, BankLinkingError, type AssetReportItem, type BankLinking, type BankLinkingUser } from './bank-linking';
import { standInAssetReports, standInItems, standInLinkTokens, standInPublicTokens, type StandInItemAccount } from './schema';
import { standInAddressOf, standInInstitution, type StandInInstitution } from './stand-in-institutions';

/** How long a link token opens Link, and a public token waits for its exchange. */
export const STAND_IN_TOKEN_MINUTES = 30;

export const standInTokenExpiry = (now: Date) => new Date(now.getTime() + STAND_IN_TOKEN_MINUTES * 60_000);

/** A provider's id of an item or account: random, not secret (Plaid's are 37 characters of letters and digits). */
export const newProviderId = () => randomBytes(24).toString('base64url');

export interface StandInOptions {
  /** How long a report takes to make (BANK_LINKING_REPORT_DELAY_MS). */
  reportDelayMs: number;
  /** The clock: tests move it. */
  now?: () => Date;
}

type StandInItemRow = typeof standInItems.$inferSelect;

/**
 * The lower environments' stand-in for the provider (refused elsewhere by the configuration). It answers as Plaid's
 * API does, from its own tables: the tokens it hands out are unguessable and only their digests are kept; its Link
 * page (`stand-in-link.ts`, served by `routes.ts`) makes the items, from the made-up banks of
 * `stand-in-institutions.ts`; its reports take `reportDelayMs` to be ready.
 */
export function localBankLinking(db: Database, { reportDelayMs, now = () => new Date() }: StandInOptions): BankLinking {
  async function itemOfAccess(accessToken: string): Promise<StandInItemRow> {
    const [item] = await db.select().from(standInItems).where(eq(standInItems.accessTokenDigest, digestOf(accessToken)));
    if (!item) throw new BankLinkingError('INVALID_ACCESS_TOKEN', 'The stand-in knows no item of this access token.');
    return item;
  }

  async function reportOf(assetReportToken: string) {
    const [report] = await db.select().from(standInAssetReports).where(eq(standInAssetReports.tokenDigest, digestOf(assetReportToken)));
    if (!report) throw new BankLinkingError('INVALID_ASSET_REPORT_TOKEN', 'The stand-in knows no asset report of this token.');
    return report;
  }

  return {
    async createLinkToken({ user, accessToken }) {
      const item = accessToken === undefined ? null : await itemOfAccess(accessToken);
      const linkToken = `link-local-${newToken()}`;
      const expiresAt = standInTokenExpiry(now());
      await db.insert(standInLinkTokens).values({ tokenDigest: digestOf(linkToken), owner: user, mode: item ? 'update' : 'create', itemId: item?.id ?? null, expiresAt });
      return { linkToken, expiration: expiresAt.toISOString() };
    },

    async exchangePublicToken(publicToken) {
      const moment = now();
      // Spent in the statement that finds it, so two exchanges of one token cannot both succeed.
      const [spent] = await db
        .update(standInPublicTokens)
        .set({ usedAt: moment })
        .where(and(eq(standInPublicTokens.tokenDigest, digestOf(publicToken)), isNull(standInPublicTokens.usedAt), gt(standInPublicTokens.expiresAt, moment)))
        .returning();
      if (!spent) {
        throw new BankLinkingError(BANK_LINKING_ERRORS.invalidPublicToken, 'The public token is not one, was exchanged already, or expired.');
      }
      const accessToken = `access-local-${newToken()}`;
      const [item] = await db.update(standInItems).set({ accessTokenDigest: digestOf(accessToken) }).where(eq(standInItems.id, spent.itemId)).returning();
      if (!item) throw new BankLinkingError(BANK_LINKING_ERRORS.invalidPublicToken, 'The item of the public token is gone.');
      return { accessToken, itemId: item.itemId };
    },

    async item(accessToken) {
      const item = await itemOfAccess(accessToken);
      const institution = institutionOf(item);
      return { itemId: item.itemId, institution: { id: institution.id, name: institution.name, logo: null }, loginRequired: item.loginRequired };
    },

    async createAssetReport(accessTokens, { daysRequested }) {
      const items: AssetReportItem[] = [];
      for (const accessToken of accessTokens) {
        const item = await itemOfAccess(accessToken);
        // As Plaid does: a bank that wants the credentials again gives no balances.
        if (item.loginRequired) throw new BankLinkingError(BANK_LINKING_ERRORS.itemLoginRequired, 'The bank asks for the credentials again.');
        items.push(reportItemOf(item));
      }
      const assetReportToken = `assets-local-${newToken()}`;
      const assetReportId = randomUUID();
      const createdAt = now();
      await db.insert(standInAssetReports).values({
        assetReportId,
        tokenDigest: digestOf(assetReportToken),
        items,
        daysRequested,
        createdAt,
        readyAt: new Date(createdAt.getTime() + reportDelayMs),
      });
      return { assetReportId, assetReportToken };
    },

    async assetReport(assetReportToken) {
      const report = await reportOf(assetReportToken);
      if (report.readyAt > now()) return null;
      return { assetReportId: report.assetReportId, dateGenerated: report.readyAt.toISOString(), items: report.items };
    },

    async assetReportPdf(assetReportToken) {
      const report = await reportOf(assetReportToken);
      if (report.readyAt > now()) throw new BankLinkingError(BANK_LINKING_ERRORS.productNotReady, 'The asset report is not ready yet.');
      return assetReportPdf({ assetReportId: report.assetReportId, dateGenerated: report.readyAt.toISOString(), items: report.items }, report.daysRequested);
    },

    async removeItem(accessToken) {
      const item = await itemOfAccess(accessToken);
      await db.delete(standInItems).where(eq(standInItems.id, item.id));
    },
  };
}

function institutionOf(item: StandInItemRow): StandInInstitution {
  const institution = standInInstitution(item.institutionId);
  if (!institution) throw new Error(`The stand-in's item names a bank it does not have: ${item.institutionId}`);
  return institution;
}

/** The item as a report shows it: its accounts' balances, owned by the person who linked it. */
function reportItemOf(item: StandInItemRow): AssetReportItem {
  const institution = institutionOf(item);
  return {
    itemId: item.itemId,
    institutionId: institution.id,
    institutionName: institution.name,
    accounts: item.accounts.map((chosen) => reportAccountOf(institution, chosen, item.owner)),
  };
}

function reportAccountOf(institution: StandInInstitution, chosen: StandInItemAccount, owner: BankLinkingUser): LinkedAccount {
  const account = institution.accounts.find((offered) => offered.id === chosen.catalogueId);
  if (!account) throw new Error(`The stand-in's item names an account its bank does not have: ${chosen.catalogueId}`);
  return {
    account_id: chosen.accountId,
    name: account.name,
    mask: account.mask,
    type: 'depository',
    subtype: account.subtype,
    balances: { available: account.available, current: account.current, iso_currency_code: 'USD' },
    owners: [
      {
        names: [owner.legalName],
        emails: [owner.email],
        phone_numbers: owner.phoneNumber ? [owner.phoneNumber] : [],
        addresses: [standInAddressOf(owner.clientUserId)],
      },
    ],
  };
}

/**
 * The bank asks for the credentials again (a changed password, say): the stand-in's item is locked until the person
 * signs in again through Link's update mode. A real bank decides this; the stand-in's tests and demo data do.
 */
export async function standInRequiresLoginAgain(db: Database, itemId: string): Promise<void> {
  await db.update(standInItems).set({ loginRequired: true }).where(eq(standInItems.itemId, itemId));
}
