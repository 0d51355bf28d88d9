import {
  ASSET_CATEGORIES,
  ASSET_FINANCE_KEY_OF,
  ASSET_ITEM_ANSWERS,
  LIABILITY_CATEGORIES,
  LIABILITY_FINANCE_KEY_OF,
  LIABILITY_ITEM_ANSWERS,
  maskedItemAccountNumber,
  type AssetCategory,
  type AssetItem,
  type AssetsAnswer,
  type FinanceItemsAnswer,
  type FinanceSide,
  type LiabilitiesAnswer,
  type LiabilityCategory,
  type LiabilityItem,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { addRecord, deleteRecord, readsOf, type ApplicationReads, type Saver, type Secrets, type StoredRecord } from '../store';

/*
 * The items of the financial statement (spec 002 §3 'Asset categories', 'Liability categories'): one record per item,
 * of kind `asset:<category>` or `liability:<category>`. Account numbers (an item's `accountNumber`, a mortgage's
 * `holder.account`) are kept only sealed and answered masked.
 */

type ItemData = Record<string, unknown>;

const RECORD_PREFIX: Record<FinanceSide, string> = { assets: 'asset:', liabilities: 'liability:' };

export const recordKindOf = (side: FinanceSide, category: string) => `${RECORD_PREFIX[side]}${category}`;

/** What an item keeps in the clear, and its account numbers apart. */
function split(item: AssetItem | LiabilityItem): { data: ItemData; secrets: Secrets } {
  const { category: _category, ...fields } = item as ItemData & { category: string };
  const secrets: Secrets = {};
  if (typeof fields.accountNumber === 'string') {
    if (fields.accountNumber !== '') secrets.accountNumber = fields.accountNumber;
    delete fields.accountNumber;
  }
  const holder = fields.holder as ItemData | undefined;
  if (holder) {
    const { account, ...kept } = holder;
    if (typeof account === 'string' && account !== '') secrets.holderAccount = account;
    fields.holder = kept;
  }
  return { data: fields, secrets };
}

/** An item as answered: its data, its id, and its account numbers masked. */
function answerOf(record: StoredRecord<ItemData>): ItemData {
  const masked = (secret: string | undefined) => (secret === undefined ? null : maskedItemAccountNumber(secret));
  const holder = record.data.holder as ItemData | undefined;
  return {
    ...record.data,
    id: record.id,
    accountNumber: masked(record.secrets.accountNumber),
    ...(holder && { holder: { ...holder, account: masked(record.secrets.holderAccount) } }),
  };
}

function byCategory(records: StoredRecord<ItemData>[], prefix: string): Map<string, StoredRecord<ItemData>[]> {
  const grouped = new Map<string, StoredRecord<ItemData>[]>();
  for (const record of records) {
    const category = record.kind.slice(prefix.length);
    grouped.set(category, [...(grouped.get(category) ?? []), record]);
  }
  return grouped;
}

/** "response updated assets": every asset category's items, oldest first. */
export async function assetsAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<AssetsAnswer> {
  const grouped = byCategory(await from.records<ItemData>(RECORD_PREFIX.assets), RECORD_PREFIX.assets);
  const answer = Object.fromEntries(
    ASSET_CATEGORIES.map((category) => [ASSET_FINANCE_KEY_OF[category], (grouped.get(category) ?? []).map((record) => v.parse(ASSET_ITEM_ANSWERS[category], answerOf(record)))]),
  );
  return answer as AssetsAnswer;
}

/** "response updated liabilities". */
export async function liabilitiesAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<LiabilitiesAnswer> {
  const grouped = byCategory(await from.records<ItemData>(RECORD_PREFIX.liabilities), RECORD_PREFIX.liabilities);
  const answer = Object.fromEntries(
    LIABILITY_CATEGORIES.map((category) => [
      LIABILITY_FINANCE_KEY_OF[category],
      (grouped.get(category) ?? []).map((record) => v.parse(LIABILITY_ITEM_ANSWERS[category], answerOf(record))),
    ]),
  );
  return answer as LiabilitiesAnswer;
}

/** Both sides, for `GET /users/{id}/profile` (empty lists before any item). */
export async function financeItemsAnswerOf(db: Database, dataKey: Buffer, accountId: number, from: ApplicationReads = readsOf(db, dataKey, accountId)): Promise<FinanceItemsAnswer> {
  const [assets, liabilities] = await Promise.all([assetsAnswerOf(db, dataKey, accountId, from), liabilitiesAnswerOf(db, dataKey, accountId, from)]);
  return { assets, liabilities };
}

export async function addAsset(db: Database, dataKey: Buffer, saver: Saver, category: AssetCategory, item: AssetItem): Promise<AssetsAnswer> {
  const { data, secrets } = split(item);
  await addRecord(db, dataKey, saver, recordKindOf('assets', category), data, secrets);
  return assetsAnswerOf(db, dataKey, saver.accountId);
}

export async function addLiability(db: Database, dataKey: Buffer, saver: Saver, category: LiabilityCategory, item: LiabilityItem): Promise<LiabilitiesAnswer> {
  const { data, secrets } = split(item);
  await addRecord(db, dataKey, saver, recordKindOf('liabilities', category), data, secrets);
  return liabilitiesAnswerOf(db, dataKey, saver.accountId);
}

/** Deletes the account's item; false when the account has no such item (another account's, or gone). */
export function deleteItem(db: Database, accountId: number, side: FinanceSide, category: string, itemId: number): Promise<boolean> {
  return deleteRecord(db, accountId, recordKindOf(side, category), itemId);
}
