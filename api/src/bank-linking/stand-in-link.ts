import { formMessages, type StandInConnectAnswer, type StandInConnectBody } from '@portal/shared-contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { httpMessages } from '../http/messages';
import { Refusal, refuseFields } from '../http/refusal';
import { digestOf, newToken } from '../secrets';
import { bankLinkingTexts } from './bank-linking-texts';
import { newProviderId, standInTokenExpiry } from './local-bank-linking';
import { standInItems, standInLinkTokens, standInPublicTokens } from './schema';
import { standInInstitution, type StandInInstitution } from './stand-in-institutions';

/*
 * The stand-in's Link, behind its page: what a link token opens, and what happens when the person has chosen a bank,
 * signed in to it and picked accounts. Plaid's Link does this on Plaid's side; here it writes the stand-in's tables.
 */

type LinkTokenRow = typeof standInLinkTokens.$inferSelect;
type ConnectBody = v.InferOutput<typeof StandInConnectBody>;

export type LinkSession =
  | { state: 'open'; mode: 'create'; token: LinkTokenRow }
  | { state: 'open'; mode: 'update'; token: LinkTokenRow; institution: StandInInstitution }
  /** Used once already, or past its 30 minutes: the page says so and offers only Exit. */
  | { state: 'used' | 'expired'; token: LinkTokenRow };

/** Link's session id (its `link_session_id`): the same for the page and its outcome, and revealing nothing of the token. */
export const linkSessionIdOf = (token: string) => {
  const hex = digestOf(`link-session:${token}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The session a link token opens, for the person it was made for only: another person's token, or a token that is
 * not one, is the 404 of what does not exist.
 */
export async function linkSessionOf(db: Database, token: string, clientUserId: string, now: Date): Promise<LinkSession> {
  const [row] = await db.select().from(standInLinkTokens).where(eq(standInLinkTokens.tokenDigest, digestOf(token)));
  if (!row || row.owner.clientUserId !== clientUserId) throw new Refusal(404, { message: httpMessages.notFound });
  if (row.usedAt) return { state: 'used', token: row };
  if (row.expiresAt <= now) return { state: 'expired', token: row };
  if (row.mode === 'create') return { state: 'open', mode: 'create', token: row };
  const [item] = row.itemId === null ? [] : await db.select().from(standInItems).where(eq(standInItems.id, row.itemId));
  const institution = item && standInInstitution(item.institutionId);
  if (!institution) throw new Refusal(404, { message: httpMessages.notFound });
  return { state: 'open', mode: 'update', token: row, institution };
}

/**
 * Link's success. A new link makes the item with the accounts picked and a public token for the portal to exchange
 * (30 minutes, once); update mode (the credentials asked again) unlocks the item and has nothing to exchange. The
 * username and password are checked for presence by the contract and go no further: nothing keeps or logs them.
 */
export async function connectStandInLink(db: Database, token: string, clientUserId: string, body: ConnectBody, now: Date): Promise<StandInConnectAnswer> {
  const session = await linkSessionOf(db, token, clientUserId, now);
  if (session.state !== 'open') throw new Refusal(400, { message: session.state === 'used' ? bankLinkingTexts.linkUsed : bankLinkingTexts.linkExpired });
  const chosen = session.mode === 'create' ? chosenAccountsOf(body) : null;
  return db.transaction(async (tx) => {
    // Spent in the statement that checks it, so one link makes one item however often its page posts.
    const [spent] = await tx
      .update(standInLinkTokens)
      .set({ usedAt: now })
      .where(and(eq(standInLinkTokens.id, session.token.id), isNull(standInLinkTokens.usedAt), gt(standInLinkTokens.expiresAt, now)))
      .returning({ id: standInLinkTokens.id });
    if (!spent) throw new Refusal(400, { message: bankLinkingTexts.linkUsed });
    const linkSessionId = linkSessionIdOf(token);

    if (session.mode === 'update') {
      const [item] = await tx.update(standInItems).set({ loginRequired: false }).where(eq(standInItems.id, session.token.itemId!)).returning();
      if (!item) throw new Refusal(404, { message: httpMessages.notFound });
      const accounts = item.accounts.map((account) => ({ ...session.institution.accounts.find((offered) => offered.id === account.catalogueId)!, id: account.accountId }));
      return { public_token: null, metadata: metadataOf(session.institution, accounts, linkSessionId) };
    }

    const { institution, accounts } = chosen!;
    const itemAccounts = accounts.map((account) => ({ accountId: newProviderId(), catalogueId: account.id }));
    const [item] = await tx
      .insert(standInItems)
      .values({ itemId: newProviderId(), institutionId: institution.id, accounts: itemAccounts, owner: session.token.owner })
      .returning();
    const publicToken = `public-local-${newToken()}`;
    await tx.insert(standInPublicTokens).values({ tokenDigest: digestOf(publicToken), itemId: item!.id, expiresAt: standInTokenExpiry(now) });
    const answered = accounts.map((account, index) => ({ ...account, id: itemAccounts[index]!.accountId }));
    return { public_token: publicToken, metadata: metadataOf(institution, answered, linkSessionId) };
  });
}

/** The bank and accounts the page sent: one of the stand-in's banks, and at least one of its accounts. */
function chosenAccountsOf(body: ConnectBody) {
  const institution = body.institution_id === undefined ? undefined : standInInstitution(body.institution_id);
  if (!institution) throw refuseFields({ institution_id: [bankLinkingTexts.chooseOneOfTheBanks] });
  if (body.account_ids.length === 0) throw refuseFields({ account_ids: [bankLinkingTexts.atLeastOneAccount] });
  const accounts = institution.accounts.filter((account) => body.account_ids.includes(account.id));
  // An account of another bank, or one the bank does not have.
  if (accounts.length !== new Set(body.account_ids).size) throw refuseFields({ account_ids: [formMessages.invalidChoice] });
  return { institution, accounts };
}

/** Link's `onSuccess` metadata: the bank and the accounts shared, under the item's account ids. */
function metadataOf(institution: StandInInstitution, accounts: readonly { id: string; name: string; mask: string; subtype: string }[], linkSessionId: string): StandInConnectAnswer['metadata'] {
  return {
    institution: { institution_id: institution.id, name: institution.name },
    accounts: accounts.map((account) => ({ id: account.id, name: account.name, mask: account.mask, type: 'depository', subtype: account.subtype })),
    link_session_id: linkSessionId,
  };
}
