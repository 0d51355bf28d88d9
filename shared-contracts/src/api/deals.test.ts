import * as v from 'valibot';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import { DOLLAR_AMOUNT_MESSAGE } from '../validators';
import { dealSchemas, emptyDealForm, emptyPropertyRepair, emptyPurchase, emptyRefinance, hoaFeesAsked, repairsApply, type DealForm } from './deals';

const today = () => '2030-01-15';
const schemas = dealSchemas(today);
const required = formMessages.required;

/** A complete purchase rehab deal as the wizard holds it. */
function purchaseDeal(): DealForm {
  const form = emptyDealForm();
  return {
    ...form,
    transactionType: 'purchase',
    dealType: { name: 'rehab_fix_and_flip', description: '' },
    propertyType: 'single_family',
    property: {
      ...form.property,
      address: '12 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      apn: '12345-678',
      bedrooms: 3,
      status: 'vacant',
      contact: { name: 'Ann Lee', phone: '(555) 010-1001', notes: 'Call first' },
      visit: { type: 'lock_box', lockBox: { code: '1234', location: 'Front door', notes: '' }, supra: null, appointment: null, other: null },
    },
    crosses: [{ address: '14 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701-1234', lotSize: 5000 }],
    purchase: { ...emptyPurchase(), price: '250000', type: 'standard_sale', closingDate: '02/01/2030', exitStrategy: 'sale' },
    propertyRepair: { ...emptyPropertyRepair(), afterRepairEstimate: '400000', totalCost: '80000', holdback: 'yes', hasAdditionalSqFt: 'no', permits: { exists: 'yes', explanation: '' } },
    entity: { id: 3 },
  };
}

function refinanceDeal(): DealForm {
  return {
    ...purchaseDeal(),
    transactionType: 'refinance',
    dealType: { name: 'non_rehab_bridge', description: '' },
    purchase: null,
    refinance: { ...emptyRefinance(), price: '300000', debt: 'yes', liens: [{ price: '100000', payoff: true }, { price: '20000', payoff: false }], closingDate: '01/15/2030', exitStrategy: 'refinance' },
    propertyRepair: { ...emptyPropertyRepair(), afterRepairEstimate: '400000', totalCost: '10000', holdback: 'no', permits: { exists: 'no', explanation: 'Not needed' } },
  };
}

const errorsOf = (schema: v.GenericSchema, value: unknown) => fieldMessages(schema, value);

describe('NewDealBody: "Deal (submitted payload)" (spec 001 §3)', () => {
  test('a complete purchase and a complete refinance pass', () => {
    expect(errorsOf(schemas.NewDealBody, purchaseDeal())).toEqual({});
    expect(errorsOf(schemas.NewDealBody, refinanceDeal())).toEqual({});
  });

  test('"purchase or refinance": only the transaction type\'s section is read, amounts as numbers', () => {
    const body = v.parse(schemas.NewDealBody, { ...purchaseDeal(), refinance: emptyRefinance() });
    expect('refinance' in body).toBe(false);
    expect(body).toMatchObject({ transactionType: 'purchase', purchase: { price: 250000, exitStrategy: 'sale' }, entity: { id: 3 } });
  });

  test('"Property address also carries lotSize, bedrooms, total_baths_calculated, building_sqft and apn; these are stripped", "as are contact name and phone"', () => {
    const body = v.parse(schemas.NewDealBody, purchaseDeal());
    expect(Object.keys(body.property).sort()).toEqual(['address', 'city', 'closingStatus', 'contact', 'hoaFees', 'state', 'status', 'unit', 'visit', 'zipCode']);
    expect(body.property.contact).toEqual({ notes: 'Call first' });
    expect(body.crosses[0]).toEqual({ address: '14 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701-1234' });
  });

  test('without a transaction type, "This field is required!"', () => {
    expect(errorsOf(schemas.NewDealBody, { ...purchaseDeal(), transactionType: null })).toEqual({ transactionType: [required] });
  });

  test('"Entity step: an entity must be selected."', () => {
    expect(errorsOf(schemas.NewDealBody, { ...purchaseDeal(), entity: null })).toEqual({ entity: [required] });
    expect(errorsOf(schemas.EntityStep, { entity: null })).toEqual({ entity: [required] });
    expect(errorsOf(schemas.EntityStep, { entity: { id: 'x' } })).toEqual({ 'entity.id': [formMessages.invalidNumber] });
  });

  test('the server refuses what the client refuses: a closing date in the past, commercial for a rehab', () => {
    const past = purchaseDeal();
    past.purchase = { ...past.purchase!, closingDate: '01/14/2030' };
    expect(errorsOf(schemas.NewDealBody, past)).toEqual({ 'purchase.closingDate': [formMessages.dateBeforeToday] });
    expect(errorsOf(schemas.NewDealBody, { ...purchaseDeal(), propertyType: 'commercial' })).toEqual({ propertyType: [formMessages.invalidChoice] });
  });
});

describe('first steps (spec 001 §2, §4, §5)', () => {
  const choices = { transactionType: 'purchase', dealType: { name: 'other', description: 'Lot split' }, propertyType: 'land' };

  test('"Deal type other: description required, min 5"', () => {
    expect(errorsOf(schemas.DealChoicesStep, choices)).toEqual({});
    expect(errorsOf(schemas.DealChoicesStep, { ...choices, dealType: { name: 'other', description: '  ' } })).toEqual({ 'dealType.description': [required] });
    expect(errorsOf(schemas.DealChoicesStep, { ...choices, dealType: { name: 'other', description: 'Lots' } })).toEqual({ 'dealType.description': [formMessages.tooShort(5)] });
    expect(errorsOf(schemas.DealChoicesStep, { ...choices, dealType: { name: 'new_construction', description: '' } })).toEqual({});
  });

  test('"Commercial and land property types are offered only for new_construction and other."', () => {
    for (const name of ['new_construction', 'other'])
      for (const propertyType of ['commercial', 'land']) expect(errorsOf(schemas.DealChoicesStep, { ...choices, dealType: { name, description: 'Lot split' }, propertyType })).toEqual({});
    for (const name of ['rehab_fix_and_flip', 'non_rehab_bridge'])
      for (const propertyType of ['commercial', 'land'])
        expect(errorsOf(schemas.DealChoicesStep, { ...choices, dealType: { name, description: '' }, propertyType })).toEqual({ propertyType: [formMessages.invalidChoice] });
  });

  test('each choice is required', () => {
    expect(errorsOf(schemas.DealChoicesStep, { transactionType: null, dealType: { name: null, description: '' }, propertyType: null })).toEqual({
      transactionType: [required],
      'dealType.name': [required],
      propertyType: [required],
    });
  });
});

describe('Property Details (spec 001 §5 "Deal steps")', () => {
  const step = (change: (form: DealForm) => void) => {
    const form = purchaseDeal();
    change(form);
    return errorsOf(schemas.PropertyDetailsStep, form);
  };

  test('"address required (max 100), unit max 10, city required (max 50), state required 2 letters, zip required (5 digits or 5+4, max 10)"', () => {
    expect(step(() => {})).toEqual({});
    expect(step((f) => (f.property.address = ''))).toEqual({ 'property.address': [required] });
    expect(step((f) => (f.property.address = 'a'.repeat(101)))).toEqual({ 'property.address': [formMessages.tooLong(100)] });
    expect(step((f) => (f.property.unit = 'u'.repeat(11)))).toEqual({ 'property.unit': [formMessages.tooLong(10)] });
    expect(step((f) => (f.property.city = 'c'.repeat(51)))).toEqual({ 'property.city': [formMessages.tooLong(50)] });
    expect(step((f) => (f.property.state = ''))).toEqual({ 'property.state': [required] });
    expect(step((f) => (f.property.state = 'Texas'))).toEqual({ 'property.state': [formMessages.invalidChoice] });
    expect(step((f) => (f.property.zipCode = '7870'))).toEqual({ 'property.zipCode': [formMessages.zipCode] });
    expect(step((f) => (f.crosses[0]!.city = ''))).toEqual({ 'crosses.0.city': [required] });
  });

  test('"HOA fees required for condo", with the dollar validator', () => {
    expect(step((f) => (f.propertyType = 'condo'))).toEqual({ 'property.hoaFees': [required] });
    expect(step((f) => ((f.propertyType = 'condo'), (f.property.hoaFees = '350')))).toEqual({});
    expect(step((f) => (f.property.hoaFees = '100000001'))).toEqual({ 'property.hoaFees': [DOLLAR_AMOUNT_MESSAGE] });
    expect(step((f) => (f.property.hoaFees = '1234567890'))).toEqual({ 'property.hoaFees': [DOLLAR_AMOUNT_MESSAGE] });
    expect(hoaFeesAsked('condo')).toBe(true);
    expect(hoaFeesAsked('single_family')).toBe(false);
  });

  test('"closingStatus is asked only if occupied"', () => {
    expect(step((f) => (f.property.status = 'occupied'))).toEqual({ 'property.closingStatus': [required] });
    expect(step((f) => ((f.property.status = 'occupied'), (f.property.closingStatus = 'likely_vacant')))).toEqual({});
    expect(step((f) => (f.property.closingStatus = 'likely_vacant'))).toEqual({ 'property.closingStatus': [required] });
  });

  test('visit: a type is chosen; only its block is kept; an appointment phone is a phone', () => {
    expect(step((f) => (f.property.visit.type = null))).toEqual({ 'property.visit.type': [required] });
    const form = purchaseDeal();
    form.property.visit = { type: 'appointment', lockBox: { code: '1', location: '', notes: '' }, supra: null, appointment: { name: 'Ann', phone: '555', notes: '' }, other: null };
    expect(errorsOf(schemas.PropertyDetailsStep, form)).toEqual({ 'property.visit.appointment.phone': [formMessages.phone] });
    form.property.visit.appointment!.phone = '(555) 010-1001';
    expect(v.parse(schemas.PropertyDetailsStep, form).property.visit).toEqual({ type: 'appointment', appointment: { name: 'Ann', phone: '(555) 010-1001', notes: '' } });
  });
});

describe('Purchase and Refinance (spec 001 §3, §5)', () => {
  const purchase = (fields: Partial<DealForm['purchase'] & object>) => errorsOf(schemas.PurchaseStep, { purchase: { ...purchaseDeal().purchase, ...fields } });
  const refinance = (fields: Partial<DealForm['refinance'] & object>) => errorsOf(schemas.RefinanceStep, { refinance: { ...refinanceDeal().refinance, ...fields } });

  test('"Closing date required, not earlier than today." "Exit strategy required."', () => {
    expect(purchase({ closingDate: '' })).toEqual({ 'purchase.closingDate': [required] });
    expect(purchase({ closingDate: '01/14/2030' })).toEqual({ 'purchase.closingDate': [formMessages.dateBeforeToday] });
    expect(purchase({ closingDate: '01/15/2030' })).toEqual({});
    expect(purchase({ exitStrategy: null })).toEqual({ 'purchase.exitStrategy': [required] });
    expect(refinance({ closingDate: '13/01/2030' })).toEqual({ 'refinance.closingDate': [formMessages.date] });
    expect(refinance({ exitStrategy: null })).toEqual({ 'refinance.exitStrategy': [required] });
  });

  test('"Dollar amounts use a dollar validator"', () => {
    expect(purchase({ price: '' })).toEqual({});
    expect(purchase({ price: '-5' })).toEqual({ 'purchase.price': [DOLLAR_AMOUNT_MESSAGE] });
    expect(refinance({ asIsValue: '100000000.5' })).toEqual({ 'refinance.asIsValue': [DOLLAR_AMOUNT_MESSAGE] });
  });

  test('"short-sale approval and second-lien questions appear only for short_sale; second-lien approval only if there is a second lien"', () => {
    expect(purchase({ type: 'short_sale' })).toEqual({ 'purchase.shortSaleApproval': [required], 'purchase.hasSecondLien': [required] });
    expect(purchase({ type: 'short_sale', shortSaleApproval: 'yes', hasSecondLien: 'yes' })).toEqual({ 'purchase.hasSecondLienApproval': [required] });
    expect(purchase({ type: 'short_sale', shortSaleApproval: 'yes', hasSecondLien: 'no' })).toEqual({});
    const parsed = v.parse(schemas.PurchaseStep, { purchase: { ...purchaseDeal().purchase, type: 'reo', shortSaleApproval: 'yes', hasSecondLien: 'yes' } });
    expect(parsed.purchase).toMatchObject({ type: 'reo', shortSaleApproval: null, hasSecondLien: null, hasSecondLienApproval: null });
  });

  test('"Lien price required."; "liens are cleared if debt is answered No"', () => {
    expect(refinance({ liens: [{ price: '', payoff: false }] })).toEqual({ 'refinance.liens.0.price': [required] });
    expect(refinance({ debt: null })).toEqual({ 'refinance.debt': [required] });
    expect(v.parse(schemas.RefinanceStep, { refinance: { ...refinanceDeal().refinance, debt: 'no' } }).refinance.liens).toEqual([]);
  });
});

describe('Property Repairs (spec 001 §5 "Repair form")', () => {
  const repairs = (deal: DealForm, fields: Partial<DealForm['propertyRepair'] & object>) =>
    errorsOf(schemas.RepairsStep, { ...deal, propertyRepair: { ...deal.propertyRepair!, ...fields } });

  test('"afterRepairEstimate and totalCost required currency when repairs needed; holdback yes/no required; permits yes/no required"', () => {
    expect(repairs(purchaseDeal(), {})).toEqual({});
    expect(repairs(purchaseDeal(), { afterRepairEstimate: '', totalCost: '', holdback: null, permits: { exists: null, explanation: '' } })).toEqual({
      'propertyRepair.afterRepairEstimate': [required],
      'propertyRepair.totalCost': [required],
      'propertyRepair.holdback': [required],
      'propertyRepair.permits.exists': [required],
    });
    expect(repairs(purchaseDeal(), { totalCost: '1000000000' })).toEqual({ 'propertyRepair.totalCost': [DOLLAR_AMOUNT_MESSAGE] });
  });

  test('"totalAmountCompleted and totalAmountRemaining shown for a refinance and required unless a bridge refinance"', () => {
    const rehabRefinance = { ...refinanceDeal(), dealType: { name: 'rehab_fix_and_flip' as const, description: '' } };
    expect(repairs(rehabRefinance, { hasAdditionalSqFt: 'no' })).toEqual({ 'propertyRepair.totalAmountCompleted': [required], 'propertyRepair.totalAmountRemaining': [required] });
    expect(repairs(rehabRefinance, { hasAdditionalSqFt: 'no', totalAmountCompleted: '5000', totalAmountRemaining: '0' })).toEqual({});
    expect(repairs(refinanceDeal(), {})).toEqual({});
  });

  test('"hasAdditionalSqFt required when rehab or other"; "additional rooms and bathrooms integers ... all required when additions are planned"', () => {
    expect(repairs(purchaseDeal(), { hasAdditionalSqFt: null })).toEqual({ 'propertyRepair.hasAdditionalSqFt': [required] });
    const construction = { ...purchaseDeal(), dealType: { name: 'new_construction' as const, description: '' } };
    expect(repairs(construction, { hasAdditionalSqFt: null })).toEqual({});
    expect(repairs(purchaseDeal(), { hasAdditionalSqFt: 'yes' })).toEqual({
      'propertyRepair.additionalRooms': [required],
      'propertyRepair.futureAdditionalRooms': [required],
      'propertyRepair.additionalBathrooms': [required],
      'propertyRepair.futureAdditionalBathrooms': [required],
      'propertyRepair.additionalSqFt': [required],
      'propertyRepair.totalSqFtAfterRepairs': [required],
    });
    expect(
      repairs(purchaseDeal(), { hasAdditionalSqFt: 'yes', additionalRooms: '1.5', futureAdditionalRooms: 4, additionalBathrooms: 1, futureAdditionalBathrooms: 3, additionalSqFt: '300', totalSqFtAfterRepairs: 1800 }),
    ).toEqual({ 'propertyRepair.additionalRooms': [formMessages.invalidNumber] });
  });

  test('"explanation (3-row text) required and shown only when permits is No"', () => {
    expect(repairs(purchaseDeal(), { permits: { exists: 'no', explanation: '' } })).toEqual({ 'propertyRepair.permits.explanation': [required] });
    expect(repairs(purchaseDeal(), { permits: { exists: 'yes', explanation: '' } })).toEqual({});
    const body = v.parse(schemas.NewDealBody, { ...purchaseDeal(), propertyRepair: { ...purchaseDeal().propertyRepair!, permits: { exists: 'yes', explanation: 'left over' } } });
    expect(body.propertyRepair?.permits).toEqual({ exists: 'yes', explanation: '' });
  });

  test('no repair rule applies where repairs do not apply, and the body drops the section', () => {
    const bridgePurchase = { ...purchaseDeal(), dealType: { name: 'non_rehab_bridge' as const, description: '' } };
    expect(repairs(bridgePurchase, { totalCost: '', holdback: null })).toEqual({});
    expect(v.parse(schemas.NewDealBody, bridgePurchase).propertyRepair).toBeNull();
  });
});

describe('repairsApply: "Property Repairs, only when repairs apply (the exact rule is not shown)" — the portal\'s rule', () => {
  test.each([
    ['rehab_fix_and_flip', 'purchase', true],
    ['rehab_fix_and_flip', 'refinance', true],
    ['new_construction', 'purchase', true],
    ['new_construction', 'refinance', true],
    ['other', 'purchase', true],
    ['other', 'refinance', true],
    ['non_rehab_bridge', 'purchase', false],
    ['non_rehab_bridge', 'refinance', true],
    [null, 'purchase', false],
    ['rehab_fix_and_flip', null, false],
  ] as const)('%s %s → %s', (dealType, transactionType, applies) => {
    expect(repairsApply(dealType, transactionType)).toBe(applies);
  });
});
