import type { FoundProperty } from '@portal/shared-contracts';

/** For tests: a property as the search answers it, in Austin, with every figure known unless overridden. */
export const foundProperty = (address: string, apn: string, overrides: Partial<FoundProperty> = {}): FoundProperty => ({
  address,
  unit: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  apn,
  lotSize: 5000,
  bedrooms: 3,
  total_baths_calculated: 2,
  building_sqft: 1500,
  ...overrides,
});
