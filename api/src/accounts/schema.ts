import { CheckAccountResponse, LEAD_SOURCE_TYPES, type Permission } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt } from '../db/columns';

/*
 * People, the borrower accounts they own or work on, roles, and the links that verify or unlock them. Every
 * area hangs its tables off `accounts` (what a borrower's team works on) and `users` by foreign key, so an
 * account stays the one owner of everything its team works on.
 */

/** The flows come from the contract's answer to POST /check_account, so the database cannot drift from it. */
export const registrationFlow = pgEnum('registration_flow', CheckAccountResponse.entries.registration_flow.wrapped.options);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email').notNull().unique(),
    /** Null until the person chooses a password: invited users first arrive with a code (spec 000 §4.1). */
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    /** The profile picture's reference (the first 16 hex digits of its sha256), which names it in its address; its file is in `profile_pictures`. */
    picture: text('picture'),
    /**
     * The person works for borrowers: each session starts in the teams area until they enter an account (the bundle's
     * `teams_area_required` is this while the session has not chosen). Set for whoever is invited onto a team.
     */
    teamsAreaRequired: boolean('teams_area_required').notNull().default(false),
    registrationFlow: registrationFlow('registration_flow'),
    /** Consecutive failures since the last successful sign-in; the fifth locks the account. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  // Look-ups lower-case the address; the constraint keeps a writer that forgets from creating a twin account.
  (table) => [check('users_email_is_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/** A borrower account: what a borrower owns and what team members operate on. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  /** A person owns at most one borrower account; owning one is what makes them a borrower. */
  ownerUserId: integer('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  name: text('name').notNull(),
  accountExecutiveName: text('account_executive_name'),
  accountExecutiveEmail: text('account_executive_email'),
  accountExecutivePhone: text('account_executive_phone'),
  /**
   * When the account's team (its points of contact, their invitations and roles) last changed, to the millisecond:
   * the `last_poc_update` marker a change must carry (team-members/team-changes.ts). Only ever moves forward.
   */
  pocUpdatedAt: timestamp('poc_updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`date_trunc('milliseconds', now())`),
  createdAt: createdAt(),
});

/**
 * A named set of permissions. The contract's roles (`TEAM_ROLES`) have no account: every account shares them, and
 * the API writes their permissions from the contract at start (accounts/team-roles.ts). A role with an account is
 * that account's own.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [unique('roles_account_name_unique').on(table.accountId, table.name).nullsNotDistinct()],
);

/** Who works on which account, and in which role. The owner is a member too, with the Owner role. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: createdAt(),
  },
  (table) => [unique('memberships_user_account_unique').on(table.userId, table.accountId), index('memberships_account_idx').on(table.accountId)],
);

/** Links sent after a lockout; only the token's sha256 is kept, as for sessions. */
export const unlockTokens = pgTable(
  'unlock_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: expiresAt(),
    createdAt: createdAt(),
  },
  (table) => [index('unlock_tokens_user_idx').on(table.userId)],
);

/** How a person who registered found the lender (spec 000 §3 registration model); invited people have none. */
export const leadSourceType = pgEnum('lead_source_type', LEAD_SOURCE_TYPES);

export const leadSources = pgTable('lead_sources', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: leadSourceType('type').notNull(),
  /** The choice within the type; '' for a type without choices. */
  source: text('source').notNull(),
  /** The typed name of the source (referrer, conference, network); '' when none was asked for. */
  manualName: text('manual_name').notNull(),
  campaignUrl: text('campaign_url'),
  createdAt: createdAt(),
});

/** The link of the verification e-mail, one live link per person: a new e-mail replaces the earlier link. */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  createdAt: createdAt(),
});
