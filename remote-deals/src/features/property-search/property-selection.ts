import { dealMessages, type DealAddressForm, type DealForm, type FoundProperty } from '@portal/shared-contracts';

// The properties chosen in the search and how they enter the deal (spec 001 §2): "select several. The first selected
// is the Main Property; the rest are cross-collateral properties (crosses)."

// final-form drops a field emptied by hand to undefined, whatever the type says.
const textOf = (value: string | null | undefined) => (value ?? '').trim();

/** One property, whether found or already in the deal: the same parcel at the same address. */
export function propertyKey(property: DealAddressForm): string {
  return [property.apn, property.address, property.unit, property.city, property.state, property.zipCode].map((part) => textOf(part).toLowerCase()).join('|');
}

export const sameProperty = (a: DealAddressForm, b: DealAddressForm) => propertyKey(a) === propertyKey(b);

/** The address as a borrower reads it on one line: "12 Oak St Apt 4, Austin, TX 78701". */
export function addressLine(property: DealAddressForm): string {
  const street = [textOf(property.address), textOf(property.unit)].filter((part) => part !== '').join(' ');
  return `${street}, ${textOf(property.city)}, ${textOf(property.state)} ${textOf(property.zipCode)}`;
}

/** Ticking a property adds it at the end of the selection (its order is its role); unticking takes it out. */
export function toggledSelection(selection: readonly FoundProperty[], property: FoundProperty): FoundProperty[] {
  return selection.some((chosen) => sameProperty(chosen, property))
    ? selection.filter((chosen) => !sameProperty(chosen, property))
    : [...selection, property];
}

/** The found property as the deal holds an address: the five fields and what it "also carries". */
export function dealAddressOf(found: FoundProperty): DealAddressForm {
  return {
    address: found.address,
    unit: found.unit,
    city: found.city,
    state: found.state,
    zipCode: found.zipCode,
    apn: found.apn,
    lotSize: found.lotSize,
    bedrooms: found.bedrooms,
    total_baths_calculated: found.total_baths_calculated,
    building_sqft: found.building_sqft,
  };
}

/**
 * Why a selection cannot be used yet (spec 001 §8): nothing selected says "Please, select at least one property to
 * continue!" when the search has results, else "Press Search button to display legal APN and Address!". Null when
 * there is a selection to use.
 */
export function emptySelectionMessage(selection: readonly FoundProperty[], results: readonly FoundProperty[] | null): string | null {
  if (selection.length > 0) return null;
  return results && results.length > 0 ? dealMessages.selectAtLeastOneProperty : dealMessages.pressSearch;
}

/**
 * The deal with a confirmed selection. The first property replaces the main property's address and carried figures;
 * the answers already given about the property (status, closing status, contact, visit, HOA fees) stay. The others
 * join the crosses already listed, in their order, leaving out the new main property and any listed twice: so the main
 * property can be replaced by searching again without losing the crosses, and crosses found by several searches add
 * up (each one can be removed from the list).
 */
export function withSelectedProperties(deal: DealForm, selection: readonly FoundProperty[]): DealForm {
  const [main, ...others] = selection;
  if (!main) return deal;
  const property = { ...deal.property, ...dealAddressOf(main) };
  const crosses: DealAddressForm[] = [];
  for (const cross of [...deal.crosses, ...others.map(dealAddressOf)]) {
    if (sameProperty(cross, property) || crosses.some((listed) => sameProperty(listed, cross))) continue;
    crosses.push(cross);
  }
  return { ...deal, property, crosses };
}
