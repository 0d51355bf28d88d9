import { FoundProperty, type PropertySearchCriteria } from '@portal/shared-contracts';
import * as v from 'valibot';
import type { PropertyData } from './property-data';

export interface RemotePropertyDataSettings {
  /** The provider's property-detail endpoint, https (plain http only on the loopback, for tests). */
  url: string;
  apiKey: string;
  /** A search that takes longer fails (the portal shows its error); default 5 s. */
  timeoutMs?: number;
}

/**
 * A property record as ATTOM Data's Property API (`/propertyapi/v1.0.0/property/detail`) describes it, the kind of
 * provider the lender contracts: only the fields the search maps, all optional (providers leave out what they do
 * not know). Confirm the field names against the contracted provider's documentation before going live; the
 * mapping is all in `foundPropertyOf`.
 */
const ProviderProperty = v.looseObject({
  identifier: v.optional(v.looseObject({ apn: v.optional(v.nullable(v.string())), fips: v.optional(v.nullable(v.string())) })),
  address: v.optional(
    v.looseObject({
      country: v.optional(v.nullable(v.string())),
      line1: v.optional(v.nullable(v.string())),
      unitNumber: v.optional(v.nullable(v.string())),
      locality: v.optional(v.nullable(v.string())),
      countrySubd: v.optional(v.nullable(v.string())),
      postal1: v.optional(v.nullable(v.string())),
    }),
  ),
  lot: v.optional(v.looseObject({ lotSize2: v.optional(v.nullable(v.number())) })),
  building: v.optional(
    v.looseObject({
      rooms: v.optional(v.looseObject({ beds: v.optional(v.nullable(v.number())), bathsTotal: v.optional(v.nullable(v.number())) })),
      size: v.optional(v.looseObject({ livingSize: v.optional(v.nullable(v.number())), bldgSize: v.optional(v.nullable(v.number())) })),
    }),
  ),
});
type ProviderProperty = v.InferOutput<typeof ProviderProperty>;
const ProviderAnswer = v.looseObject({ property: v.array(v.unknown()) });

export class PropertyDataProviderError extends Error {
  override name = 'PropertyDataProviderError';
}

/**
 * The production form of `PropertyData`: a real property-data provider over HTTPS. `GET {url}?apn=…` or
 * `?address=…` (with `pagesize`), the key in the `apikey` header, JSON back; each record is mapped to the contract's
 * `FoundProperty`, and a record outside the US or without an address is left out. A provider that fails or answers
 * something else is an error (logged as such, answered 500), never an empty list that would read "No Properties
 * found.". A 404 is the provider's "no match".
 */
export class RemotePropertyData implements PropertyData {
  private readonly url: URL;

  constructor(private readonly settings: RemotePropertyDataSettings) {
    this.url = new URL(settings.url);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(this.url.hostname);
    if (this.url.protocol !== 'https:' && !(loopback && this.url.protocol === 'http:')) throw new Error('The property-data provider must be reached over https.');
    if (!settings.apiKey) throw new Error('The property-data provider needs an API key.');
  }

  async search(criteria: PropertySearchCriteria, limit: number): Promise<FoundProperty[]> {
    const url = new URL(this.url);
    if (criteria.apn !== undefined) url.searchParams.set('apn', criteria.apn);
    else url.searchParams.set('address', criteria.address ?? '');
    url.searchParams.set('pagesize', String(limit));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', apikey: this.settings.apiKey },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new PropertyDataProviderError(`The property-data provider did not answer (${(error as Error).name}).`);
    }
    if (response.status === 404) return [];
    if (!response.ok) throw new PropertyDataProviderError(`The property-data provider answered ${response.status}.`);
    const answer = v.safeParse(ProviderAnswer, await response.json().catch(() => null));
    if (!answer.success) throw new PropertyDataProviderError('The property-data provider answered something else than its property list.');
    return answer.output.property
      .map((record) => v.safeParse(ProviderProperty, record))
      .flatMap((record) => (record.success ? [foundPropertyOf(record.output)] : []))
      .filter((property): property is FoundProperty => property !== null)
      .slice(0, limit);
  }
}

/** One provider record as the contract's FoundProperty, or null when it is not a US property with an address. */
export function foundPropertyOf(record: ProviderProperty): FoundProperty | null {
  const address = record.address;
  const country = address?.country?.trim().toUpperCase();
  if (country && country !== 'US' && country !== 'USA') return null;
  const candidate = {
    address: address?.line1?.trim() ?? '',
    unit: address?.unitNumber?.trim() ?? '',
    city: address?.locality?.trim() ?? '',
    state: address?.countrySubd?.trim().toUpperCase() ?? '',
    zipCode: address?.postal1?.trim() ?? '',
    apn: record.identifier?.apn?.trim() ?? '',
    lotSize: wholeOrNull(record.lot?.lotSize2),
    bedrooms: wholeOrNull(record.building?.rooms?.beds),
    total_baths_calculated: record.building?.rooms?.bathsTotal ?? null,
    building_sqft: wholeOrNull(record.building?.size?.livingSize ?? record.building?.size?.bldgSize),
  };
  if (!candidate.address) return null;
  const parsed = v.safeParse(FoundProperty, candidate);
  return parsed.success ? parsed.output : null;
}

function wholeOrNull(value: number | null | undefined): number | null {
  return value === null || value === undefined || value < 0 ? null : Math.round(value);
}
