import { CheckAccountResponse, CONTRIBUTOR_STATUSES, LEAD_SOURCE_TYPES, type Permission } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The lender's data. Later areas (loans, entities, documents, invitations) hang their tables off `accounts`
 * and `users` by foreign key, so an account stays the one owner of everything a borrower's team works on.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const expiresAt = () => timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull();

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
    picture: text('picture'),
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
  createdAt: createdAt(),
});

/** A named set of permissions. Roles without an account (the Owner role) are shared by every account. */
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

export const sessions = pgTable(
  'sessions',
  {
    /** The sha256 (hex) of the cookie's token: a copy of this table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the session operates on; null while the person belongs to no account yet. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
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

/** What a 6-digit code proves: that the reader may reset the password, or may register through an invitation. */
export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', ['password_reset', 'invitation']);

/** E-mailed 6-digit codes, one live code per person and purpose; only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed against this one; at the limit the code is dead. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: expiresAt(),
    createdAt: createdAt(),
  },
  (table) => [unique('one_time_codes_user_purpose_unique').on(table.userId, table.purpose)],
);

/** What a verified reset code is exchanged for, to be spent on the new password; one per person. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  createdAt: createdAt(),
});

/**
 * A borrower the lender invited (the "salesforce" registration flow): the user row exists, with the flow and no
 * password, until the person registers with the e-mailed code.
 */
export const lenderInvitations = pgTable('lender_invitations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
});

/** A team invitation is a membership seen from the invited side, so it has the contributor statuses (spec 002 §3). */
export const teamInvitationStatus = pgEnum('team_invitation_status', CONTRIBUTOR_STATUSES);

/**
 * A borrower account inviting a person onto its team with a role (a contributor). Accepting it makes the
 * membership; a person not registered yet has a user row with the "contributor" flow and no password.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: teamInvitationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** When the status last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('team_invitations_user_idx').on(table.userId),
    // An account asks a person once at a time; a new invitation can follow a rejected or ended one.
    uniqueIndex('team_invitations_one_pending').on(table.accountId, table.userId).where(sql`${table.status} = 'pending'`),
  ],
);

/** Every e-mail the API sends; a lower environment lets tests and people read codes and links here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_to_address_idx').on(table.toAddress, table.createdAt)],
);
