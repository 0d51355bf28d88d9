import { DOCUMENT_TYPES, type LinkedItem } from '@portal/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import type { Database } from '../db/database';
import { fileAccountDocument } from '../documents/account-documents';
import type { FileStore } from '../files/file-store';
import { keepMadeFile } from '../files/made-files';
import { profileContactOf } from '../profile-contact/profile-contact';
import { ASSET_REPORT_DAYS, type BankLinking, type BankLinkingUser } from './bank-linking';
import { bankLinkingTexts } from './bank-linking-texts';
import { linkedBankItems } from './schema';
import { openProviderSecret, sealProviderSecret } from './sealed-secrets';

/*
 * The banks an account has linked (spec 002 §2.3): what the portal keeps of each item, read and written through the
 * account the session operates on, and the steps of a link as the portal takes them with whichever provider is
 * configured.
 */

export type LinkedItemRow = typeof linkedBankItems.$inferSelect;

/** "Linked account item: asset_report_id, items[0] with item_id, institution_name, …" (spec 002 §3): never the access. */
export function linkedItemAnswerOf(row: LinkedItemRow): LinkedItem {
  return {
    asset_report_id: row.assetReportId,
    items: [
      {
        item_id: row.itemId,
        institution_name: row.institutionName,
        institution_id: row.institutionId,
        institution_logo: row.institutionLogo,
        date_last_updated: row.dateLastUpdated?.toISOString() ?? null,
        accounts: row.accounts,
      },
    ],
  };
}

/** The account's linked items, oldest first. */
export async function linkedItemRowsOf(db: Database, accountId: number): Promise<LinkedItemRow[]> {
  return db.select().from(linkedBankItems).where(eq(linkedBankItems.accountId, accountId)).orderBy(asc(linkedBankItems.id));
}

export async function linkedItemsOf(db: Database, accountId: number): Promise<LinkedItem[]> {
  return (await linkedItemRowsOf(db, accountId)).map(linkedItemAnswerOf);
}

/** One of the account's items by the provider's id; another account's is undefined, as one that does not exist. */
export async function linkedItemOf(db: Database, accountId: number, itemId: string): Promise<LinkedItemRow | undefined> {
  const [row] = await db.select().from(linkedBankItems).where(and(eq(linkedBankItems.accountId, accountId), eq(linkedBankItems.itemId, itemId)));
  return row;
}

/** The account's item whose asset report this is, or undefined. */
export async function linkedItemOfReport(db: Database, accountId: number, assetReportId: string): Promise<LinkedItemRow | undefined> {
  const [row] = await db.select().from(linkedBankItems).where(and(eq(linkedBankItems.accountId, accountId), eq(linkedBankItems.assetReportId, assetReportId)));
  return row;
}

/** The portal's id of a person, as the provider knows them (never an e-mail or a name). */
export const clientUserIdOf = (userId: number) => String(userId);

/**
 * The person linking a bank, as the provider is told: the legal name of the account's contact profile (the owner's
 * names until the borrower saves it), and the signed-in person's own e-mail and phone.
 */
export async function bankLinkingUserOf(db: Database, { userId, accountId }: { userId: number; accountId: number }): Promise<BankLinkingUser> {
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!person) throw new Error('The signed-in person has no row');
  const contact = await profileContactOf(db, accountId);
  const legalName = contact ? `${contact.firstName} ${contact.lastName}` : `${person.firstName} ${person.lastName}`;
  return { clientUserId: clientUserIdOf(userId), legalName, email: person.email, phoneNumber: person.phoneNumber };
}

export interface NewLink {
  accountId: number;
  linkedBy: number;
  publicToken: string;
  user: BankLinkingUser;
  dataKey: Buffer;
}

/**
 * Link's success: the public token exchanged for the item's access, the bank named, and its asset report asked for
 * (90 days). The item is kept pending ("pending while its date_last_updated is null") until the report is read.
 */
export async function linkBank(db: Database, provider: BankLinking, link: NewLink): Promise<LinkedItemRow> {
  const { accessToken, itemId } = await provider.exchangePublicToken(link.publicToken);
  const { institution } = await provider.item(accessToken);
  const report = await provider.createAssetReport([accessToken], { daysRequested: ASSET_REPORT_DAYS, user: link.user });
  const [row] = await db
    .insert(linkedBankItems)
    .values({
      accountId: link.accountId,
      linkedBy: link.linkedBy,
      itemId,
      accessTokenSealed: sealProviderSecret(accessToken, link.dataKey),
      institutionId: institution.id,
      institutionName: institution.name,
      institutionLogo: institution.logo,
      assetReportId: report.assetReportId,
      assetReportTokenSealed: sealProviderSecret(report.assetReportToken, link.dataKey),
    })
    .returning();
  if (!row) throw new Error('Keeping a linked bank returned no row');
  return row;
}

export const accessTokenOf = (row: LinkedItemRow, dataKey: Buffer) => openProviderSecret(row.accessTokenSealed, dataKey);
const assetReportTokenOf = (row: LinkedItemRow, dataKey: Buffer) => openProviderSecret(row.assetReportTokenSealed, dataKey);

/**
 * Reads the item's report: null while the provider is still making it; once ready, the item takes the report's
 * accounts and its day ("date_last_updated"), and is no longer pending.
 */
export async function readAssetReport(db: Database, provider: BankLinking, row: LinkedItemRow, dataKey: Buffer): Promise<LinkedItemRow | null> {
  const report = await provider.assetReport(assetReportTokenOf(row, dataKey));
  if (!report) return null;
  const reported = report.items.find((item) => item.itemId === row.itemId);
  const [updated] = await db
    .update(linkedBankItems)
    .set({ accounts: reported?.accounts ?? [], dateLastUpdated: new Date(report.dateGenerated) })
    .where(eq(linkedBankItems.id, row.id))
    .returning();
  return updated ?? null;
}

/**
 * Keeps the report's PDF among the borrower's documents, under the type Plaid (which My Documents does not list),
 * once: the item remembers its file, and two calls at once file one (the row is locked while it is filed).
 */
export async function saveAssetReportToDocuments(
  db: Database,
  { provider, store, dataKey, madeFor }: { provider: BankLinking; store: FileStore; dataKey: Buffer; madeFor: number },
  row: LinkedItemRow,
): Promise<void> {
  if (row.reportFileId !== null || row.dateLastUpdated === null) return;
  const pdf = await provider.assetReportPdf(assetReportTokenOf(row, dataKey));
  const day = row.dateLastUpdated.toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ reportFileId: linkedBankItems.reportFileId }).from(linkedBankItems).where(eq(linkedBankItems.id, row.id)).for('update');
    if (!locked || locked.reportFileId !== null) return;
    const file = await keepMadeFile(tx, store, { accountId: row.accountId, kind: 'bank_report', name: bankLinkingTexts.reportFileName(row.institutionName, day), bytes: pdf, madeFor });
    await fileAccountDocument(tx, { accountId: row.accountId, type: DOCUMENT_TYPES.plaid, fileIds: [file.id] });
    await tx.update(linkedBankItems).set({ reportFileId: file.id }).where(eq(linkedBankItems.id, row.id));
  });
}
