import * as v from 'valibot';
import { emptyDealForm, type DealForm } from '../api/deals';
import { withTransactionType } from './new-deal-rules';
import { cardAdvancesByItself, dealStepSchema, dealWizardSteps, nextIsShown } from './wizard-steps';

const form = (transactionType: 'purchase' | 'refinance' | null, name: 'rehab_fix_and_flip' | 'non_rehab_bridge' | 'other' | null, description = '') => ({
  ...emptyDealForm(),
  transactionType,
  dealType: { name, description },
});

describe('the new-deal wizard\'s steps (spec 001 §2)', () => {
  test('"Property Details", the transaction tab, "Property Repairs, only when repairs apply", "Entity Info", "Upload Documents"', () => {
    expect(dealWizardSteps(form('purchase', 'rehab_fix_and_flip')).map((step) => step.title)).toEqual([
      'Transaction Type',
      'Deal Type',
      'Property Type',
      'Property Details',
      'Purchase Information',
      'Property Repairs',
      'Entity Info',
      'Upload Documents',
    ]);
    expect(dealWizardSteps(form('purchase', 'non_rehab_bridge')).map((step) => step.key)).not.toContain('repairs');
    expect(dealWizardSteps(form('refinance', 'non_rehab_bridge')).map((step) => step.title)).toContain('Refinance Information');
  });

  test('"A transaction tab titled Purchase Information, Refinance Information or Transaction Information, depending on transaction type"', () => {
    expect(dealWizardSteps(form(null, null))[4]?.title).toBe('Transaction Information');
  });

  test('"Next is shown only from step 3 on, or on step 2 when the description of deal type other is long enough (minimum 5 characters)"', () => {
    expect(nextIsShown(1, form(null, null))).toBe(false);
    expect(nextIsShown(2, form('purchase', 'rehab_fix_and_flip'))).toBe(false);
    expect(nextIsShown(2, form('purchase', 'other', 'Lots'))).toBe(false);
    expect(nextIsShown(2, form('purchase', 'other', ' Lots '))).toBe(false);
    expect(nextIsShown(2, form('purchase', 'other', 'Lot s'))).toBe(true);
    expect(nextIsShown(3, form(null, null))).toBe(true);
    expect(nextIsShown(6, form(null, null))).toBe(true);
  });

  test('"Choosing a card advances automatically after 100 ms, except for deal type other."', () => {
    expect(cardAdvancesByItself('transactionType', 'purchase')).toBe(true);
    expect(cardAdvancesByItself('dealType', 'rehab_fix_and_flip')).toBe(true);
    expect(cardAdvancesByItself('dealType', 'other')).toBe(false);
    expect(cardAdvancesByItself('propertyDetails', 'x')).toBe(false);
  });
});

describe('dealStepSchema: "Each tab validates before moving on", with the step\'s own rules', () => {
  const complete = (key: Parameters<typeof dealStepSchema>[0], deal: DealForm) => v.safeParse(dealStepSchema(key, deal), deal).success;

  test('a card step is complete once its choice is made; deal type other needs its description', () => {
    const deal = emptyDealForm();
    expect(complete('transactionType', deal)).toBe(false);
    expect(complete('transactionType', { ...deal, transactionType: 'purchase' })).toBe(true);
    expect(complete('dealType', { ...deal, dealType: { name: 'other', description: 'Tiny' } })).toBe(false);
    expect(complete('dealType', { ...deal, dealType: { name: 'other', description: 'Tiny homes' } })).toBe(true);
  });

  test('"Commercial and land property types are offered only for new_construction and other."', () => {
    const deal = { ...emptyDealForm(), propertyType: 'land' as const };
    expect(complete('propertyType', { ...deal, dealType: { name: 'rehab_fix_and_flip', description: '' } })).toBe(false);
    expect(complete('propertyType', { ...deal, dealType: { name: 'new_construction', description: '' } })).toBe(true);
  });

  test('the transaction tab checks the chosen transaction\'s section; Upload Documents asks for nothing', () => {
    const purchase = withTransactionType(emptyDealForm(), 'purchase');
    expect(complete('transaction', purchase)).toBe(false);
    expect(complete('uploadDocuments', purchase)).toBe(true);
  });
});
