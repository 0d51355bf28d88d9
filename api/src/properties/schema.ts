import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/*
 * The local property provider's data set (spec 001 §2 'Property search'): US properties with what the wizard's
 * property address carries. Loaded by a migration from `us-properties.csv`; read only.
 */

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    /** The county's parcel number, in the APN pattern; stored as written (word characters and one dash). */
    apn: text('apn').notNull().unique(),
    address: text('address').notNull(),
    /** '' when there is none. */
    unit: text('unit').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    /** Square feet; null when the parcel is a unit of a building. */
    lotSize: integer('lot_size'),
    bedrooms: integer('bedrooms'),
    totalBaths: doublePrecision('total_baths'),
    buildingSqft: integer('building_sqft'),
    /**
     * What an address search compares with: the whole address in lower case, as one line. A trigram (pg_trgm) GiST
     * index on it serves both the typo-tolerant match and the nearest-first order.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("address" || ' ' || "unit" || ' ' || "city" || ' ' || "state" || ' ' || "zip_code")`),
  },
  (table) => [index('properties_search_text_trgm_idx').using('gist', table.searchText.op('gist_trgm_ops'))],
);
