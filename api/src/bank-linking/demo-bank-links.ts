import { eq } from 'drizzle-orm';
import { lowerEnvironmentDataKey } from '../config';
import type { Database } from '../db/database';
import { bankLinkingUserOf, linkBank, readAssetReport } from './linked-items';
import { localBankLinking, standInRequiresLoginAgain } from './local-bank-linking';
import { linkedBankItems } from './schema';
import { connectStandInLink } from './stand-in-link';

/** Ann's linked banks: one whose report is ready, one whose bank asks for the credentials again (the lock and its modal). */
export const DEMO_BANK_LINKS = [
  { institutionId: 'ins_lonestar', accountIds: ['ins_lonestar_checking', 'ins_lonestar_savings'], locked: false },
  { institutionId: 'ins_summit', accountIds: ['ins_summit_checking', 'ins_summit_money_market'], locked: true },
] as const;

/**
 * The account's demo links, made as a person makes them, through the stand-in (its Link, the exchange, the report,
 * which the demo does not wait for). Safe to run again: an account that has any linked bank is left as it is. The
 * seed runs in lower environments only, and seals with the key a lower environment's API uses (DATA_ENCRYPTION_KEY, or
 * the development key), unless given one.
 */
export async function seedDemoBankLinks(
  db: Database,
  { accountId, ownerUserId, dataEncryptionKey = lowerEnvironmentDataKey() }: { accountId: number; ownerUserId: number; dataEncryptionKey?: Buffer },
): Promise<void> {
  const [linked] = await db.select({ id: linkedBankItems.id }).from(linkedBankItems).where(eq(linkedBankItems.accountId, accountId)).limit(1);
  if (linked) return;
  const standIn = localBankLinking(db, { reportDelayMs: 0 });
  const user = await bankLinkingUserOf(db, { userId: ownerUserId, accountId });
  for (const demo of DEMO_BANK_LINKS) {
    const { linkToken } = await standIn.createLinkToken({ user });
    const choice = { username: 'demo', password: 'demo', institution_id: demo.institutionId, account_ids: [...demo.accountIds] };
    const { public_token: publicToken } = await connectStandInLink(db, linkToken, user.clientUserId, choice, new Date());
    const row = await linkBank(db, standIn, { accountId, linkedBy: ownerUserId, publicToken: publicToken!, user, dataKey: dataEncryptionKey });
    await readAssetReport(db, standIn, row, dataEncryptionKey);
    if (demo.locked) await standInRequiresLoginAgain(db, row.itemId);
  }
}
