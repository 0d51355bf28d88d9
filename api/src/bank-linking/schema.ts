import type { LinkedAccount } from '@portal/shared-contracts';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt, expiresAt } from '../db/columns';
import { storedFiles } from '../files/schema';
import type { AssetReportItem, BankLinkingUser } from './bank-linking';

/*
 * The portal's side: the banks an account has linked for proof of funds (spec 002 §2.3, §3 'Linked account item').
 * The provider's access to an item and to its asset report are sealed with the data key (config.ts
 * `dataEncryptionKey`): a copy of the table lets nobody read a bank's balances. Neither is ever answered or logged.
 */
export const linkedBankItems = pgTable(
  'linked_bank_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    linkedBy: integer('linked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the item: what the portal names it by. */
    itemId: text('item_id').notNull().unique(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    /** A data address of the bank's logo, as the provider gives it, or null. */
    institutionLogo: text('institution_logo'),
    assetReportId: text('asset_report_id').notNull(),
    assetReportTokenSealed: text('asset_report_token_sealed').notNull(),
    /** When the provider made the report; null while it is being made ("pending while its date_last_updated is null"). */
    dateLastUpdated: timestamp('date_last_updated', { withTimezone: true, mode: 'date' }),
    /** The report's accounts, as the contract answers them; empty until the report is ready. */
    accounts: jsonb('accounts').$type<LinkedAccount[]>().notNull().default([]),
    /** The report's PDF kept among the borrower's documents (type Plaid), once saved. */
    reportFileId: integer('report_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('linked_bank_items_account_idx').on(table.accountId)],
);

/*
 * The provider's side, as the lower environments' stand-in keeps it (a real provider keeps its own): the tables are
 * prefixed `stand_in_` and hold only digests of the tokens it hands out, as the portal's own tokens are kept.
 */

export const standInLinkMode = pgEnum('stand_in_link_mode', ['create', 'update']);

/** An item's account as the stand-in keeps it: which of the bank's accounts it is, under the item's own account id. */
export interface StandInItemAccount {
  accountId: string;
  /** The catalogue's account (stand-in-institutions.ts). */
  catalogueId: string;
}

/** Link tokens: Link opened for one person, to link a bank or (update mode) to sign in to an item's bank again. */
export const standInLinkTokens = pgTable(
  'stand_in_link_tokens',
  {
    id: serial('id').primaryKey(),
    tokenDigest: text('token_digest').notNull().unique(),
    /** The person it is for (`clientUserId`, the portal's id of them): only they may open it, and they own the item. */
    owner: jsonb('owner').$type<BankLinkingUser>().notNull(),
    mode: standInLinkMode('mode').notNull(),
    /** Update mode: the item whose credentials are asked again. */
    itemId: integer('item_id').references(() => standInItems.id, { onDelete: 'cascade' }),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('stand_in_link_tokens_item_idx').on(table.itemId)],
);

/** Items: a bank linked through the stand-in's Link, with the accounts the person picked. */
export const standInItems = pgTable('stand_in_items', {
  id: serial('id').primaryKey(),
  itemId: text('item_id').notNull().unique(),
  /** Set when the public token is exchanged: until then nobody has access to the item. */
  accessTokenDigest: text('access_token_digest').unique(),
  institutionId: text('institution_id').notNull(),
  accounts: jsonb('accounts').$type<StandInItemAccount[]>().notNull(),
  loginRequired: boolean('login_required').notNull().default(false),
  owner: jsonb('owner').$type<BankLinkingUser>().notNull(),
  createdAt: createdAt(),
});

/** Public tokens: Link's success, exchanged once for the item's access within 30 minutes. */
export const standInPublicTokens = pgTable(
  'stand_in_public_tokens',
  {
    id: serial('id').primaryKey(),
    tokenDigest: text('token_digest').notNull().unique(),
    itemId: integer('item_id')
      .notNull()
      .references(() => standInItems.id, { onDelete: 'cascade' }),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('stand_in_public_tokens_item_idx').on(table.itemId)],
);

/**
 * Asset reports: what the items showed when the report was asked for (a report is a snapshot, and outlives an item
 * removed later), readable from `ready_at` on, as a provider takes its time to make one.
 */
export const standInAssetReports = pgTable('stand_in_asset_reports', {
  id: serial('id').primaryKey(),
  assetReportId: text('asset_report_id').notNull().unique(),
  tokenDigest: text('token_digest').notNull().unique(),
  items: jsonb('items').$type<AssetReportItem[]>().notNull(),
  daysRequested: integer('days_requested').notNull(),
  createdAt: createdAt(),
  readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }).notNull(),
});
