import * as v from 'valibot';
import { dealSchemas, emptyDealForm, emptyPropertyRepair, emptyPurchase, emptyRefinance, type DealForm } from '../api/deals';
import { dealEndpoints } from '../endpoints/deals';
import { emptyRepairCategories } from '../loans/estimate-of-repairs';
import {
  closingStatusAsked,
  contactFieldsDisabled,
  liensShown,
  repairFutureValues,
  secondLienApprovalShown,
  shortSaleQuestionsShown,
  submittedDealOf,
  withDealType,
  withPropertyStatus,
  withPurchaseType,
  withRefinanceDebt,
  withSecondLien,
  withTransactionType,
  withVisitType,
} from './new-deal-rules';

function filledForm(): DealForm {
  const form = emptyDealForm();
  return {
    ...form,
    transactionType: 'purchase',
    dealType: { name: 'other', description: 'Lot split' },
    propertyType: 'single_family',
    property: {
      ...form.property,
      address: '12 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      apn: '12345-678',
      lotSize: 6000,
      bedrooms: 3,
      total_baths_calculated: 2,
      building_sqft: 1500,
      status: 'occupied',
      closingStatus: 'remain_occupied',
      contact: { name: 'Ann Lee', phone: '(555) 010-1001', notes: 'Tenant' },
      visit: { type: 'lock_box', lockBox: { code: '1234', location: 'Door', notes: '' }, supra: null, appointment: null, other: null },
    },
    crosses: [{ address: '14 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701', apn: 'x', bedrooms: 2 }],
    purchase: { ...emptyPurchase(), type: 'short_sale', shortSaleApproval: 'yes', hasSecondLien: 'yes', hasSecondLienApproval: 'no', closingDate: '02/01/2030', exitStrategy: 'sale' },
    propertyRepair: { ...emptyPropertyRepair(), afterRepairEstimate: '400000', totalCost: '80000', holdback: 'yes', hasAdditionalSqFt: 'no', permits: { exists: 'yes', explanation: '' } },
    entity: { id: 3 },
    estimateInfo: { ...emptyRepairCategories(), finishes: { total: '80000.00', items: {} } },
  };
}

describe('spec 001 §4 "New deal": each change returns a new form value', () => {
  test('"changing deal type ... resets the repair section; changing deal type also clears its description and estimate info"', () => {
    const form = filledForm();
    const next = withDealType(form, 'rehab_fix_and_flip');
    expect(next.dealType).toEqual({ name: 'rehab_fix_and_flip', description: '' });
    expect(next.estimateInfo).toBeNull();
    expect(next.propertyRepair).toEqual(emptyPropertyRepair());
    expect(form.dealType.name).toBe('other');
    expect(withDealType(form, 'other')).toBe(form);
  });

  test('"changing ... transaction type resets the repair section"; "Purchase clears refinance data and vice versa."', () => {
    const refinance = withTransactionType(filledForm(), 'refinance');
    expect(refinance.purchase).toBeNull();
    expect(refinance.refinance).toEqual(emptyRefinance());
    expect(refinance.propertyRepair).toEqual(emptyPropertyRepair());
    expect(refinance.dealType.description).toBe('Lot split');
    const purchase = withTransactionType({ ...refinance, refinance: { ...emptyRefinance(), price: '5' } }, 'purchase');
    expect(purchase.refinance).toBeNull();
    expect(purchase.purchase).toEqual(emptyPurchase());
  });

  test('"Changing property.status clears closingStatus; closingStatus is asked only if occupied."', () => {
    const next = withPropertyStatus(filledForm(), 'vacant');
    expect(next.property.status).toBe('vacant');
    expect(next.property.closingStatus).toBeNull();
    expect(closingStatusAsked('occupied')).toBe(true);
    expect(closingStatusAsked('vacant at close')).toBe(false);
    expect(closingStatusAsked(null)).toBe(false);
  });

  test('"Changing visit.type clears the other access blocks and copies contact name and phone into the appointment; appointment-only disables the contact fields."', () => {
    const next = withVisitType(filledForm(), 'appointment');
    expect(next.property.visit).toEqual({ type: 'appointment', lockBox: null, supra: null, appointment: { name: 'Ann Lee', phone: '(555) 010-1001', notes: '' }, other: null });
    expect(withVisitType(next, 'supra').property.visit).toEqual({ type: 'supra', lockBox: null, supra: { location: '', notes: '' }, appointment: null, other: null });
    expect(contactFieldsDisabled('appointment')).toBe(true);
    expect(contactFieldsDisabled('lock_box')).toBe(false);
  });

  test('"Changing purchase type clears short-sale answers; short-sale approval and second-lien questions appear only for short_sale; second-lien approval only if there is a second lien."', () => {
    const next = withPurchaseType(filledForm(), 'reo');
    expect(next.purchase).toMatchObject({ type: 'reo', shortSaleApproval: null, hasSecondLien: null, hasSecondLienApproval: null, exitStrategy: 'sale' });
    expect(shortSaleQuestionsShown('short_sale')).toBe(true);
    expect(shortSaleQuestionsShown('probate')).toBe(false);
    expect(secondLienApprovalShown('short_sale', 'yes')).toBe(true);
    expect(secondLienApprovalShown('short_sale', 'no')).toBe(false);
    expect(secondLienApprovalShown('reo', 'yes')).toBe(false);
    expect(withSecondLien(filledForm(), 'no').purchase).toMatchObject({ hasSecondLien: 'no', hasSecondLienApproval: null });
  });

  test('"In a refinance, liens are cleared if debt is answered No."', () => {
    const form = { ...filledForm(), transactionType: 'refinance' as const, purchase: null, refinance: { ...emptyRefinance(), debt: 'yes' as const, liens: [{ price: '5', payoff: true }] } };
    expect(withRefinanceDebt(form, 'no').refinance).toMatchObject({ debt: 'no', liens: [] });
    expect(withRefinanceDebt(form, 'yes').refinance?.liens).toHaveLength(1);
    expect(liensShown('yes')).toBe(true);
    expect(liensShown('no')).toBe(false);
  });
});

describe('repairFutureValues (spec 001 §3 propertyRepair)', () => {
  test('"futureAdditionalRooms (additional plus existing bedrooms)", "futureAdditionalBathrooms (additional plus calculated baths)", "totalSqFtAfterRepairs (additional plus building sqft)"', () => {
    const property = { bedrooms: 3, total_baths_calculated: 2.5, building_sqft: 1500 };
    expect(repairFutureValues({ additionalRooms: '1', additionalBathrooms: 1, additionalSqFt: '300' }, property)).toEqual({
      futureAdditionalRooms: 4,
      futureAdditionalBathrooms: 3.5,
      totalSqFtAfterRepairs: 1800,
    });
    expect(repairFutureValues({ additionalRooms: '', additionalBathrooms: null, additionalSqFt: 200 }, {})).toEqual({
      futureAdditionalRooms: null,
      futureAdditionalBathrooms: null,
      totalSqFtAfterRepairs: 200,
    });
  });
});

describe('submittedDealOf (spec 001 §3)', () => {
  test('"Property address also carries lotSize, bedrooms, total_baths_calculated, building_sqft and apn; these are stripped before submit, as are contact name and phone."', () => {
    const payload = submittedDealOf(filledForm());
    for (const key of ['lotSize', 'bedrooms', 'total_baths_calculated', 'building_sqft', 'apn']) {
      expect(payload.property).not.toHaveProperty(key);
      expect(payload.crosses[0]).not.toHaveProperty(key);
    }
    expect(payload.property.contact).toEqual({ notes: 'Tenant' });
    expect(payload).not.toHaveProperty('estimateInfo');
    expect(payload).not.toHaveProperty('refinance');
    expect(payload.property.address).toBe('12 Main St');
  });

  test('the payload passes NewDealBody, the same schema the API applies', () => {
    const { NewDealBody } = dealSchemas(() => '2030-01-15');
    expect(v.safeParse(NewDealBody, submittedDealOf(filledForm())).success).toBe(true);
  });
});

describe('dealEndpoints.create (spec 001 §7)', () => {
  test('"POST /users/{userId}/deals", verified with loans.read and loans.write ("Verified status gates deal creation")', () => {
    expect(dealEndpoints.create).toMatchObject({ method: 'POST', path: '/users/{userId}/deals' });
    expect(dealEndpoints.create.access).toEqual(expect.objectContaining({ verified: true, permissions: ['loans.read', 'loans.write'] }));
  });
});
