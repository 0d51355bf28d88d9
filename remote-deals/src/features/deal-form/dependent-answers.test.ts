import { createForm } from 'final-form';
import { emptyDealForm, emptyPropertyRepair, type DealForm } from '@portal/shared-contracts';
import { dependentAnswers } from './dependent-answers';

function dealFormWith(deal: Partial<DealForm> = {}) {
  const form = createForm<DealForm>({ onSubmit: () => undefined, initialValues: { ...emptyDealForm(), ...deal } });
  dependentAnswers(form);
  return form;
}

test('"Purchase clears refinance data and vice versa": choosing a transaction type starts its own section', () => {
  const form = dealFormWith();
  form.change('transactionType', 'purchase');
  form.change('purchase.price' as never, 250000 as never);
  form.change('transactionType', 'refinance');
  expect(form.getState().values.purchase).toBeNull();
  expect(form.getState().values.refinance).toMatchObject({ price: '', liens: [] });
});

test('"changing deal type also clears its description and estimate info" and resets the repair section', () => {
  const form = dealFormWith({ dealType: { name: 'other', description: 'Tiny homes' }, propertyRepair: { ...emptyPropertyRepair(), totalCost: 5 } });
  form.change('dealType.name' as never, 'rehab_fix_and_flip' as never);
  const { dealType, propertyRepair } = form.getState().values;
  expect(dealType).toEqual({ name: 'rehab_fix_and_flip', description: '' });
  expect(propertyRepair?.totalCost).toBe('');
});

test('"Changing property.status clears closingStatus"', () => {
  const form = dealFormWith();
  form.change('property.status' as never, 'occupied' as never);
  form.change('property.closingStatus' as never, 'likely_vacant' as never);
  form.change('property.status' as never, 'vacant' as never);
  expect(form.getState().values.property.closingStatus).toBeNull();
});

test('"Changing visit.type clears the other access blocks and copies contact name and phone into the appointment"', () => {
  const form = dealFormWith();
  form.change('property.contact' as never, { name: 'Ann Lee', phone: '(555) 010-2030', notes: '' } as never);
  form.change('property.visit.type' as never, 'lock_box' as never);
  form.change('property.visit.lockBox.code' as never, '1234' as never);
  form.change('property.visit.type' as never, 'appointment' as never);
  expect(form.getState().values.property.visit).toEqual({
    type: 'appointment',
    lockBox: null,
    supra: null,
    appointment: { name: 'Ann Lee', phone: '(555) 010-2030', notes: '' },
    other: null,
  });
});

test('"Changing purchase type clears short-sale answers"; "second-lien approval only if there is a second lien"', () => {
  const form = dealFormWith();
  form.change('transactionType', 'purchase');
  form.change('purchase.type' as never, 'short_sale' as never);
  form.change('purchase.shortSaleApproval' as never, 'yes' as never);
  form.change('purchase.hasSecondLien' as never, 'yes' as never);
  form.change('purchase.hasSecondLienApproval' as never, 'no' as never);
  form.change('purchase.hasSecondLien' as never, 'no' as never);
  expect(form.getState().values.purchase).toMatchObject({ shortSaleApproval: 'yes', hasSecondLienApproval: null });
  form.change('purchase.type' as never, 'reo' as never);
  expect(form.getState().values.purchase).toMatchObject({ type: 'reo', shortSaleApproval: null, hasSecondLien: null });
});

test('"In a refinance, liens are cleared if debt is answered No."', () => {
  const form = dealFormWith();
  form.change('transactionType', 'refinance');
  form.change('refinance.debt' as never, 'yes' as never);
  form.change('refinance.liens' as never, [{ price: 1000, payoff: true }] as never);
  form.change('refinance.debt' as never, 'no' as never);
  expect(form.getState().values.refinance?.liens).toEqual([]);
});

test('the computed future rooms, bathrooms and square feet follow what is typed', () => {
  const form = dealFormWith({
    property: { ...emptyDealForm().property, bedrooms: 3, total_baths_calculated: 2, building_sqft: 1400 },
    propertyRepair: emptyPropertyRepair(),
  });
  form.change('propertyRepair.additionalRooms' as never, '2' as never);
  form.change('propertyRepair.additionalBathrooms' as never, '1' as never);
  form.change('propertyRepair.additionalSqFt' as never, '300' as never);
  expect(form.getState().values.propertyRepair).toMatchObject({ futureAdditionalRooms: 5, futureAdditionalBathrooms: 3, totalSqFtAfterRepairs: 1700 });
});
