import type { FoundProperty, PropertySearchCriteria } from '@portal/shared-contracts';
import { and, asc, desc, gte, or, sql, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { likeLiterally } from '../db/like-pattern';
import type { PropertyData } from './property-data';
import { properties } from './schema';

/**
 * How close an address must come to be a match: pg_trgm's word similarity (the share of the typed text's trigrams
 * found in the best-matching stretch of the address), from 0 to 1. '123 Mian Stret' against '123 main street
 * springfield il 62701' scores about 0.6; unrelated text stays under 0.3.
 */
export const ADDRESS_MATCH_THRESHOLD = 0.45;
/** The nearest this many (by trigram distance, from the GiST index) are scored and ranked. */
const CANDIDATES = 100;

/** Street suffixes and directions as people abbreviate them, spelled out as the data writes them. */
const SPELLED_OUT: Record<string, string> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  blvd: 'boulevard',
  cir: 'circle',
  ter: 'terrace',
  terr: 'terrace',
  pkwy: 'parkway',
  apt: 'apt',
  ste: 'suite',
  mt: 'mountain',
};

/** The typed address as the stored `search_text` reads: lower case, no punctuation, abbreviations spelled out. */
export function normalizedAddress(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[.,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SPELLED_OUT[word] ?? word)
    .join(' ');
}

const columns = {
  address: properties.address,
  unit: properties.unit,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  apn: properties.apn,
  lotSize: properties.lotSize,
  bedrooms: properties.bedrooms,
  total_baths_calculated: properties.totalBaths,
  building_sqft: properties.buildingSqft,
};

/**
 * The bundled data set in the `properties` table (loaded by a migration from `us-properties.csv`).
 *
 * - By APN: the exact parcel first (case aside), then parcels whose number starts with what was typed.
 * - By address: pg_trgm. The GiST trigram index gives the nearest candidates by word-similarity distance (`<<->`);
 *   those above ADDRESS_MATCH_THRESHOLD are ranked: addresses that start with the typed text first (a prefix),
 *   then by word similarity, then by whole-text similarity. So typos, missing words and prefixes all find the
 *   address, and text that matches nothing finds nothing.
 */
export function localPropertyData(db: Database): PropertyData {
  return {
    async search(criteria: PropertySearchCriteria, limit: number): Promise<FoundProperty[]> {
      if (criteria.apn !== undefined) {
        const apn = criteria.apn.toUpperCase();
        const rows = await db
          .select(columns)
          .from(properties)
          // An APN may hold `_`: the prefix is matched literally.
          .where(or(eq(sql`upper(${properties.apn})`, apn), sql`upper(${properties.apn}) like ${`${likeLiterally(apn)}%`}`))
          .orderBy(desc(eq(sql`upper(${properties.apn})`, apn)), asc(properties.apn))
          .limit(limit);
        return rows.map(found);
      }
      const typed = normalizedAddress(criteria.address ?? '');
      if (typed.length === 0) return [];
      const nearest = db
        .select({
          ...columns,
          id: properties.id,
          searchText: properties.searchText,
          score: sql<number>`word_similarity(${typed}, ${properties.searchText})`.as('score'),
        })
        .from(properties)
        .orderBy(sql`${typed} <<-> ${properties.searchText}`)
        .limit(CANDIDATES)
        .as('nearest');
      const rows = await db
        .select({
          address: nearest.address,
          unit: nearest.unit,
          city: nearest.city,
          state: nearest.state,
          zipCode: nearest.zipCode,
          apn: nearest.apn,
          lotSize: nearest.lotSize,
          bedrooms: nearest.bedrooms,
          total_baths_calculated: nearest.total_baths_calculated,
          building_sqft: nearest.building_sqft,
        })
        .from(nearest)
        .where(and(gte(nearest.score, ADDRESS_MATCH_THRESHOLD)))
        .orderBy(
          desc(sql`starts_with(${nearest.searchText}, ${typed})`),
          desc(nearest.score),
          desc(sql`similarity(${typed}, ${nearest.searchText})`),
          asc(nearest.id),
        )
        .limit(limit);
      return rows.map(found);
    },
  };
}

type Row = Omit<FoundProperty, 'state'> & { state: string };

/** Numbers as numbers whichever driver read them. */
function found(row: Row): FoundProperty {
  const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...row,
    state: row.state as FoundProperty['state'],
    lotSize: count(row.lotSize),
    bedrooms: count(row.bedrooms),
    total_baths_calculated: count(row.total_baths_calculated),
    building_sqft: count(row.building_sqft),
  };
}
