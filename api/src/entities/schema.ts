import { ENTITY_TYPES } from '@portal/shared-contracts';
import { index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts/schema';
import { createdAt } from '../db/columns';

/*
 * The borrowing entities of an account (spec 001 §7, spec 002 §2.1, §3). An entity belongs to the account (what a
 * borrower's team works on), so it is read and written through the account the session operates on, never by its id
 * alone. The enumerations come from the contract, so the database cannot drift from it. Whether an entity is pending
 * or approved is not stored: it is read off its documents (`entityStatusOf`), so it can never disagree with them.
 */

export const entityType = pgEnum('entity_type', ENTITY_TYPES);

/** An address's five columns under a prefix (`business_`, `mailing_`): the rules are the contract's `EntityAddress`. */
function addressColumns<P extends string>(prefix: P) {
  return {
    address: text(`${prefix}_address`).notNull(),
    unit: text(`${prefix}_unit`).notNull().default(''),
    city: text(`${prefix}_city`).notNull(),
    state: text(`${prefix}_state`).notNull(),
    zipCode: text(`${prefix}_zip_code`).notNull(),
  };
}

const business = addressColumns('business');
const mailing = addressColumns('mailing');

export const entities = pgTable(
  'entities',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: entityType('type').notNull(),
    /**
     * The tax id (dd-ddddddd), sealed under the API's data key (`sealTaxId`): a copy of the table shows none. Only its
     * last four digits are answered (`tinLastFour`), never logged, never in the bundle.
     */
    tin: text('tin').notNull(),
    tinLastFour: text('tin_last_four').notNull().default(''),
    phone: text('phone').notNull(),
    businessAddress: business.address,
    businessUnit: business.unit,
    businessCity: business.city,
    businessState: business.state,
    businessZipCode: business.zipCode,
    mailingAddress: mailing.address,
    mailingUnit: mailing.unit,
    mailingCity: mailing.city,
    mailingState: mailing.state,
    mailingZipCode: mailing.zipCode,
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('entities_account_idx').on(table.accountId)],
);
