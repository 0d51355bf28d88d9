import { dealMessages, emptyDealForm, type DealForm } from '@portal/shared-contracts';
import { addressLine, emptySelectionMessage, toggledSelection, withSelectedProperties } from './property-selection';
import { foundProperty as found } from './testing';


const oak = found('12 Oak St', '01234-001');
const elm = found('7 Elm St', '01234-002', { unit: 'Apt 4', bedrooms: null });
const pine = found('9 Pine Rd', '01234-003');

test('the address reads on one line, the unit after the street when there is one', () => {
  expect(addressLine(oak)).toBe('12 Oak St, Austin, TX 78701');
  expect(addressLine(elm)).toBe('7 Elm St Apt 4, Austin, TX 78701');
});

test('"The first selected is the Main Property": ticking adds at the end, unticking takes out and the next one moves up', () => {
  const two = toggledSelection(toggledSelection([], elm), oak);
  expect(two).toEqual([elm, oak]);
  expect(toggledSelection(two, elm)).toEqual([oak]);
});

test('"Please, select at least one property to continue!" when results exist, else "Press Search button to display legal APN and Address!"', () => {
  expect(emptySelectionMessage([], [oak])).toBe(dealMessages.selectAtLeastOneProperty);
  expect(emptySelectionMessage([], [])).toBe(dealMessages.pressSearch);
  expect(emptySelectionMessage([], null)).toBe(dealMessages.pressSearch);
  expect(emptySelectionMessage([oak], [oak])).toBeNull();
});

describe('withSelectedProperties', () => {
  const answered: DealForm = {
    ...emptyDealForm(),
    property: {
      ...emptyDealForm().property,
      address: 'typed by hand',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      status: 'occupied',
      closingStatus: 'likely_vacant',
      contact: { name: 'Joe', phone: '(555) 010-2030', notes: 'call first' },
      visit: { type: 'other', lockBox: null, supra: null, appointment: null, other: { notes: 'gate' } },
      hoaFees: 120,
    },
  };

  test('the first goes into the property with what it carries, keeping the answers given there; the rest become crosses', () => {
    const deal = withSelectedProperties(answered, [oak, elm]);
    expect(deal.property).toEqual({
      ...answered.property,
      address: '12 Oak St',
      unit: '',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      apn: '01234-001',
      lotSize: 5000,
      bedrooms: 3,
      total_baths_calculated: 2,
      building_sqft: 1500,
    });
    expect(deal.crosses).toEqual([{ address: '7 Elm St', unit: 'Apt 4', city: 'Austin', state: 'TX', zipCode: '78701', apn: '01234-002', lotSize: 5000, bedrooms: null, total_baths_calculated: 2, building_sqft: 1500 }]);
  });

  test('searching again replaces the main property and adds crosses to those listed, never twice and never the main one', () => {
    const first = withSelectedProperties(answered, [oak, elm]);
    const again = withSelectedProperties(first, [pine, elm, oak]);
    expect(again.property.address).toBe('9 Pine Rd');
    expect(again.crosses.map((cross) => cross.address)).toEqual(['7 Elm St', '12 Oak St']);
    const elmAsMain = withSelectedProperties(first, [elm]);
    expect(elmAsMain.property.address).toBe('7 Elm St');
    expect(elmAsMain.crosses).toEqual([]);
  });

  test('an empty selection changes nothing', () => {
    expect(withSelectedProperties(answered, [])).toBe(answered);
  });
});
