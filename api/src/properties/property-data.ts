import type { FoundProperty, PropertySearchCriteria } from '@portal/shared-contracts';

/**
 * Where property search looks (spec 001 §2 'Property search'): by APN or by address, US only. The default is the
 * local provider over the bundled data set (`local-property-data.ts`); production configures a real property-data
 * provider by environment (`remote-property-data.ts`, `configured-property-data.ts`).
 */
export interface PropertyData {
  /** At most `limit` properties, best matches first; none found is `[]`. */
  search(criteria: PropertySearchCriteria, limit: number): Promise<FoundProperty[]>;
}
