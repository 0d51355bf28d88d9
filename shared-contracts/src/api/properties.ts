import * as v from 'valibot';
import { UsState } from '../enums/states';
import { formMessages } from '../messages';
import { Apn, requiredText, ZIP_CODE_PATTERN } from '../validators';

// Property search (spec 001 §2 'Property search', §3 'Deal', §5 'Deal steps', §7 `GET /search_property?q=`).

/** Typed to search by address: at least this many characters ("search by address needs an address"). */
export const PROPERTY_ADDRESS_SEARCH_MIN_LENGTH = 3;
/** The property address's own limit (spec 001 §5: "address required (max 100)"). */
export const PROPERTY_ADDRESS_SEARCH_MAX_LENGTH = 100;
/** At most this many properties in one answer, best matches first. */
export const PROPERTY_SEARCH_MAX_RESULTS = 20;

/** What the search's own refusals say (the spec gives no wording for them). */
export const propertySearchMessages = {
  /** Neither or both of `apn` and `address`. */
  addressOrApn: 'Please search by address or by APN.',
  /** "Search is restricted to the US." */
  usOnly: 'Property search covers the United States only.',
  /** `q` is not JSON, or not an object. */
  notJson: 'The search is not valid JSON.',
} as const;

/** "search by APN needs an APN", in the APN pattern: an optional 5-character prefix with a dash, then word characters. */
const ApnCriterion = Apn;
const AddressCriterion = v.pipe(
  requiredText(PROPERTY_ADDRESS_SEARCH_MAX_LENGTH),
  v.minLength(PROPERTY_ADDRESS_SEARCH_MIN_LENGTH, formMessages.tooShort(PROPERTY_ADDRESS_SEARCH_MIN_LENGTH)),
);

/**
 * "JSON of either apn or address" (spec 001 §7): exactly one of them. `country` may be sent and can only be `US`
 * ("Search is restricted to the US"); every answer is a US property. The modal's form validates with the same schema.
 */
export const PropertySearchCriteria = v.pipe(
  v.strictObject(
    {
      apn: v.optional(ApnCriterion),
      address: v.optional(AddressCriterion),
      country: v.optional(v.literal('US', propertySearchMessages.usOnly)),
    },
    propertySearchMessages.addressOrApn,
  ),
  v.check((criteria) => (criteria.apn === undefined) !== (criteria.address === undefined), propertySearchMessages.addressOrApn),
);
export type PropertySearchCriteria = v.InferOutput<typeof PropertySearchCriteria>;
export type PropertySearchInput = v.InferInput<typeof PropertySearchCriteria>;

/** `q` as the URL carries it: the criteria as JSON, parsed here and validated; its field errors read `q.apn`, `q.address`. */
const SearchJson = v.pipe(
  v.string(formMessages.required),
  v.nonEmpty(formMessages.required),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: propertySearchMessages.notJson });
      return NEVER;
    }
  }),
  PropertySearchCriteria,
);

/** `GET /search_property?q=`: `q` is `{"apn": "…"}` or `{"address": "…"}` as JSON. */
export const PropertySearchQuery = v.object({ q: SearchJson });
export type PropertySearchQuery = v.InferInput<typeof PropertySearchQuery>;

/** The query a search sends: `propertySearchQuery({ address: '123 Main St' })`. */
export function propertySearchQuery(criteria: PropertySearchInput): PropertySearchQuery {
  return { q: JSON.stringify(criteria) };
}

const Count = v.nullable(v.pipe(v.number(), v.minValue(0)));

/**
 * A property the search found: the property address of spec 001 §3 'Deal' (address, unit, city, state, zipCode) with
 * what it "also carries" (lotSize, bedrooms, total_baths_calculated, building_sqft, apn; stripped before a deal is
 * submitted). `unit` is '' when there is none; `lotSize` and `building_sqft` are square feet; a figure the data does
 * not know is null.
 */
export const FoundProperty = v.object({
  address: v.string(),
  unit: v.string(),
  city: v.string(),
  state: UsState,
  zipCode: v.pipe(v.string(), v.regex(ZIP_CODE_PATTERN)),
  apn: v.string(),
  lotSize: Count,
  bedrooms: Count,
  total_baths_calculated: Count,
  building_sqft: Count,
});
export type FoundProperty = v.InferOutput<typeof FoundProperty>;

/** "response data is a list of properties": at most PROPERTY_SEARCH_MAX_RESULTS, best matches first; none is `[]`. */
export const PropertySearchResponse = v.object({ data: v.pipe(v.array(FoundProperty), v.maxLength(PROPERTY_SEARCH_MAX_RESULTS)) });
export type PropertySearchResponse = v.InferOutput<typeof PropertySearchResponse>;
