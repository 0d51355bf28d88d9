import * as v from 'valibot';
import { ASSET_CATEGORIES, ASSET_FINANCE_KEY_OF, LIABILITY_CATEGORIES, LIABILITY_FINANCE_KEY_OF } from '../enums/finances';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import {
  ASSET_ITEM_ANSWERS,
  ASSET_ITEM_SCHEMAS,
  AssetItemBody,
  AssetsAnswer,
  categoryTotal,
  FinanceItemParams,
  fieldsSwitchedOff,
  LIABILITY_ITEM_ANSWERS,
  LiabilitiesAnswer,
  LiabilityItemBody,
  maskedItemAccountNumber,
  withoutSwitchedOffFields,
} from './application-finance-items';

const required = formMessages.required;
const dollars = 'Please input a dollar amount between $0 and $100,000,000';
const tooLong = formMessages.tooLong(255);

/** A valid item of each category, with its optional account numbers given. */
const assetSamples = {
  accounts_notes: { category: 'accounts_notes', amount: 5000, borrowerName: 'Carl Diaz', accountNumber: 'NOTE-778899' },
  automobiles: { category: 'automobiles', amount: 25000, installment: true, liabilityAmount: 12000, institution: 'Auto Credit', accountNumber: '55501234', monthlyPayment: 450 },
  cash_on_hand: { category: 'cash_on_hand', amount: 1200, institution: 'Harbor National Bank', accountNumber: '' },
  iras: { category: 'iras', amount: 80000, institution: 'Fidelity', accountNumber: 'IRA-00112233' },
  life_insurances: { category: 'life_insurances', amount: 500000, company: 'Mutual Life', beneficiaries: 'Kim Lee', surrender: 20000, loan: true, loanAmount: 5000, institution: 'Mutual Life', accountNumber: 'POL987654' },
  other: { category: 'other', type: 'Art collection', amount: 15000, pledged: true, name: 'Pawn Co', address: '1 Main St', lien: 2000, terms: '12 months', delinquent: true, delinquency: 'Two payments late' },
  other_properties: { category: 'other_properties', type: 'Boat', amount: 30000, pledged: false },
  real_estate: {
    category: 'real_estate',
    propertyType: 'sfr',
    address: '12 Oak Ave, Austin, TX',
    datePurchased: '03/15/2019',
    originalCost: 300000,
    presentValue: 420000,
    loan: true,
    holder: { name: 'First Mortgage Co', address: '9 Bank Rd', account: 'MTG-44556677', balance: 200000, frequency: 'monthly', payment: 1800, status: 'current' },
  },
  savings_accounts: { category: 'savings_accounts', amount: '9000', institution: 'Credit Union' },
  stocks_and_bonds: { category: 'stocks_and_bonds', shares: '100', securities: 'ACME Corp', cost: 10000, marketValue: 15000, date: '2026-01-02', amount: 15000 },
} as const;

const liabilitySamples = {
  accounts_payable: { category: 'accounts_payable', amount: 3000, institution: 'Supply Co', accountNumber: 'AP-123456' },
  banks: {
    category: 'banks',
    noteholder: 'Harbor National Bank',
    collateralType: 'Equipment',
    amount: 40000,
    originalBalance: 50000,
    currentBalance: 40000,
    paymentAmount: 900,
    frequency: 'monthly',
    address: '100 Harbor Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  },
  contingents: { category: 'contingents', type: 'legal_claims_and_judgements', amount: 7000 },
  other_installments: { category: 'other_installments', amount: 6000, institution: 'Furniture Finance', accountNumber: '', monthlyPayment: 250 },
  other: { category: 'other', amount: 800, description: 'Personal loan from a friend' },
  unpaid_taxes: { category: 'unpaid_taxes', type: 'Property tax', receiver: 'Travis County', amount: 4200, dueDate: '01/31/2027', attachedProperty: '12 Oak Ave' },
} as const;

describe('one schema per category, exactly the spec\'s tables (spec 002 §3)', () => {
  test.each(ASSET_CATEGORIES)('asset %s: a complete item is accepted', (category) => {
    expect(fieldMessages(AssetItemBody, assetSamples[category])).toEqual({});
    expect(fieldMessages(ASSET_ITEM_SCHEMAS[category], assetSamples[category])).toEqual({});
  });

  test.each(LIABILITY_CATEGORIES)('liability %s: a complete item is accepted', (category) => {
    expect(fieldMessages(LiabilityItemBody, liabilitySamples[category])).toEqual({});
  });

  test('"amount and most item fields are required; account numbers are optional" (spec 002 §5)', () => {
    expect(fieldMessages(AssetItemBody, { category: 'accounts_notes' })).toEqual({ amount: [required], borrowerName: [required] });
    expect(fieldMessages(AssetItemBody, { category: 'iras', amount: '', institution: ' ' })).toEqual({ amount: [required], institution: [required] });
    expect(fieldMessages(AssetItemBody, { category: 'life_insurances', loan: false })).toEqual({
      amount: [required],
      company: [required],
      beneficiaries: [required],
      surrender: [required],
    });
    expect(fieldMessages(AssetItemBody, { category: 'real_estate', loan: false })).toEqual({
      propertyType: [required],
      address: [required],
      datePurchased: [required],
      originalCost: [required],
      presentValue: [required],
    });
    expect(fieldMessages(AssetItemBody, { category: 'stocks_and_bonds' })).toEqual({
      shares: [required],
      securities: [required],
      cost: [required],
      marketValue: [required],
      date: [required],
      amount: [required],
    });
    expect(fieldMessages(LiabilityItemBody, { category: 'other_installments' })).toEqual({ amount: [required], institution: [required], monthlyPayment: [required] });
    expect(fieldMessages(LiabilityItemBody, { category: 'unpaid_taxes' })).toEqual({ type: [required], receiver: [required], amount: [required], dueDate: [required] });
    expect(fieldMessages(LiabilityItemBody, { category: 'contingents', amount: 1 })).toEqual({ type: [required] });
    expect(v.parse(AssetItemBody, { category: 'cash_on_hand', amount: 1, institution: 'Bank' })).toEqual({ category: 'cash_on_hand', amount: 1, institution: 'Bank', accountNumber: '' });
  });

  test('"Bank liabilities also validate the address"', () => {
    const { address: _address, city: _city, state: _state, zipCode: _zipCode, ...withoutAddress } = liabilitySamples.banks;
    expect(fieldMessages(LiabilityItemBody, withoutAddress)).toEqual({ address: [required], city: [required], state: [required], zipCode: [required] });
    expect(fieldMessages(LiabilityItemBody, { ...liabilitySamples.banks, state: 'XX', zipCode: '787' })).toEqual({
      state: [formMessages.invalidChoice],
      zipCode: [formMessages.zipCode],
    });
  });

  test('money fields follow the "Dollar field" rule; text fields hold at most 255 characters; picklists are the spec\'s', () => {
    expect(fieldMessages(AssetItemBody, { ...assetSamples.iras, amount: 100_000_001 })).toEqual({ amount: [dollars] });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.iras, amount: '12a' })).toEqual({ amount: [dollars] });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.iras, amount: -5 })).toEqual({ amount: [dollars] });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.iras, institution: 'x'.repeat(256) })).toEqual({ institution: [tooLong] });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.real_estate, propertyType: 'castle' })).toEqual({ propertyType: [formMessages.invalidChoice] });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.real_estate, holder: { ...assetSamples.real_estate.holder, frequency: 'weekly', status: 'late' } })).toEqual({
      'holder.frequency': [formMessages.invalidChoice],
      'holder.status': [formMessages.invalidChoice],
    });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.stocks_and_bonds, shares: '1.5', date: '13/45/2026' })).toEqual({ shares: [formMessages.invalidNumber], date: [formMessages.date] });
    expect(fieldMessages(LiabilityItemBody, { ...liabilitySamples.contingents, type: 'gambling' })).toEqual({ type: [formMessages.invalidChoice] });
  });

  test('amounts are numbers and dates ISO days once checked', () => {
    expect(v.parse(AssetItemBody, assetSamples.savings_accounts)).toMatchObject({ amount: 9000 });
    expect(v.parse(AssetItemBody, assetSamples.stocks_and_bonds)).toMatchObject({ shares: 100, date: '2026-01-02' });
    expect(v.parse(AssetItemBody, assetSamples.real_estate)).toMatchObject({ datePurchased: '2019-03-15' });
  });

  test('a category the path does not know is refused', () => {
    expect(fieldMessages(AssetItemBody, { category: 'yachts', amount: 1 })).toEqual({ category: [formMessages.invalidChoice] });
    expect(fieldMessages(LiabilityItemBody, { category: 'iras', amount: 1 })).toEqual({ category: [formMessages.invalidChoice] });
    expect(fieldMessages(AssetItemBody, {})).toEqual({ category: [required] });
  });
});

describe('conditional sub-forms, "validated only when" their answer is yes (spec 002 §5)', () => {
  test('automobiles: "installment (yes/no); if yes: liabilityAmount, institution, accountNumber (optional), monthlyPayment"', () => {
    expect(fieldMessages(AssetItemBody, { category: 'automobiles', amount: 1, installment: true })).toEqual({
      liabilityAmount: [required],
      institution: [required],
      monthlyPayment: [required],
    });
    expect(fieldMessages(AssetItemBody, { category: 'automobiles', amount: 1, installment: false, liabilityAmount: 'not money' })).toEqual({});
    expect(fieldMessages(AssetItemBody, { category: 'automobiles', amount: 1 })).toEqual({ installment: [required] });
  });

  test('life_insurances: "if loan: loanAmount, institution, accountNumber (optional)"', () => {
    const policy = { ...assetSamples.life_insurances, loanAmount: undefined, institution: undefined, accountNumber: undefined };
    expect(fieldMessages(AssetItemBody, policy)).toEqual({ loanAmount: [required], institution: [required] });
    expect(fieldMessages(AssetItemBody, { ...policy, loan: false })).toEqual({});
  });

  test('other, other_properties: "if pledged: name, address, lien, terms, delinquent; if delinquent: delinquency"', () => {
    for (const category of ['other', 'other_properties'] as const) {
      const asset = { category, type: 'Jewelry', amount: 100 };
      expect(fieldMessages(AssetItemBody, { ...asset, pledged: true, delinquent: false })).toEqual({ name: [required], address: [required], lien: [required], terms: [required] });
      // An answer that opens a sub-form is asked for first: which fields are required depends on it.
      expect(fieldMessages(AssetItemBody, { ...asset, pledged: true })).toEqual({ delinquent: [required] });
      expect(fieldMessages(AssetItemBody, { ...asset, pledged: true, name: 'N', address: 'A', lien: 1, terms: 'T', delinquent: true })).toEqual({ delinquency: [required] });
      expect(fieldMessages(AssetItemBody, { ...asset, pledged: true, name: 'N', address: 'A', lien: 1, terms: 'T', delinquent: false })).toEqual({});
      expect(fieldMessages(AssetItemBody, { ...asset, pledged: false, lien: 'x', delinquent: 'maybe' })).toEqual({});
    }
  });

  test('real_estate: "Mortgage sub-form is validated only when a loan is declared"', () => {
    expect(fieldMessages(AssetItemBody, { ...assetSamples.real_estate, holder: {} })).toEqual({
      'holder.name': [required],
      'holder.address': [required],
      'holder.balance': [required],
      'holder.frequency': [required],
      'holder.payment': [required],
      'holder.status': [required],
    });
    expect(fieldMessages(AssetItemBody, { ...assetSamples.real_estate, loan: false, holder: { name: '' } })).toEqual({});
  });
});

describe('"No loan on a property removes the mortgage holder" (spec 002 §4 \'Dependent clearing\')', () => {
  test('the request drops the holder, and every sub-form whose answer is not yes', () => {
    expect(v.parse(AssetItemBody, { ...assetSamples.real_estate, loan: false })).not.toHaveProperty('holder');
    const automobile = v.parse(AssetItemBody, { ...assetSamples.automobiles, installment: false });
    expect(automobile).toEqual({ category: 'automobiles', amount: 25000, installment: false });
    const notDelinquent = v.parse(AssetItemBody, { ...assetSamples.other, delinquent: false });
    expect(notDelinquent).not.toHaveProperty('delinquency');
    expect(v.parse(AssetItemBody, { ...assetSamples.other, pledged: false })).toEqual({ category: 'other', type: 'Art collection', amount: 15000, pledged: false });
  });

  test('the form clears the same fields (fieldsSwitchedOff)', () => {
    expect(fieldsSwitchedOff('real_estate', { loan: false })).toEqual(['holder']);
    expect(fieldsSwitchedOff('real_estate', { loan: true })).toEqual([]);
    expect(fieldsSwitchedOff('other', { pledged: true, delinquent: false })).toEqual(['delinquency']);
    expect(fieldsSwitchedOff('other', { pledged: false, delinquent: true })).toEqual(['name', 'address', 'lien', 'terms', 'delinquent', 'delinquency']);
    expect(fieldsSwitchedOff('automobiles', {})).toEqual(['liabilityAmount', 'institution', 'accountNumber', 'monthlyPayment']);
    expect(fieldsSwitchedOff('life_insurances', { loan: false })).toEqual(['loanAmount', 'institution', 'accountNumber']);
    expect(fieldsSwitchedOff('iras', {})).toEqual([]);
    expect(withoutSwitchedOffFields('real_estate', { address: 'A', loan: false, holder: { name: 'N' } })).toEqual({ address: 'A', loan: false });
  });
});

describe('totals', () => {
  test('"For the real-estate category the total uses presentValue; for the others it uses amount" (spec 002 §2.6)', () => {
    const houses = [
      { id: 1, propertyType: 'sfr', address: 'A', datePurchased: '2019-03-15', originalCost: 300000, presentValue: 420000, loan: false },
      { id: 2, propertyType: 'condo', address: 'B', datePurchased: '2020-01-01', originalCost: 100000, presentValue: 150000.5, loan: false },
    ] as const;
    expect(categoryTotal('real_estate', houses)).toBe(570000.5);
    const accounts = [
      { id: 1, amount: 0.1, institution: 'A', accountNumber: null },
      { id: 2, amount: 0.2, institution: 'B', accountNumber: null },
    ];
    expect(categoryTotal('savings_accounts', accounts)).toBe(0.3);
    expect(categoryTotal('banks', [])).toBe(0);
    expect(categoryTotal('other', [{ id: 3, amount: 800, description: 'Loan' }])).toBe(800);
  });
});

describe('answers', () => {
  test('"assets (camel-cased keys)" and "liabilities" are the finance keys of the categories', () => {
    expect(Object.keys(AssetsAnswer.entries).sort()).toEqual(Object.values(ASSET_FINANCE_KEY_OF).sort());
    expect(Object.keys(LiabilitiesAnswer.entries).sort()).toEqual(Object.values(LIABILITY_FINANCE_KEY_OF).sort());
    for (const category of ASSET_CATEGORIES) expect(AssetsAnswer.entries[ASSET_FINANCE_KEY_OF[category] as keyof AssetsAnswer].item).toBe(ASSET_ITEM_ANSWERS[category]);
    for (const category of LIABILITY_CATEGORIES) {
      expect(LiabilitiesAnswer.entries[LIABILITY_FINANCE_KEY_OF[category] as keyof LiabilitiesAnswer].item).toBe(LIABILITY_ITEM_ANSWERS[category]);
    }
  });

  test('account numbers are answered masked, the last four shown, never in full', () => {
    expect(maskedItemAccountNumber('55501234')).toBe('****1234');
    expect(maskedItemAccountNumber(' MTG-44556677 ')).toBe('****6677');
    expect(maskedItemAccountNumber('1234')).toBe('****');
    expect(maskedItemAccountNumber('')).toBeNull();
  });
});

test('the delete path names a category of its side', () => {
  expect(v.parse(FinanceItemParams, { id: '7', side: 'assets', category: 'real_estate', itemId: '12' })).toEqual({ id: 7, side: 'assets', category: 'real_estate', itemId: 12 });
  expect(v.parse(FinanceItemParams, { id: '7', side: 'liabilities', category: 'banks', itemId: '3' })).toMatchObject({ side: 'liabilities', category: 'banks' });
  expect(fieldMessages(FinanceItemParams, { id: '7', side: 'liabilities', category: 'real_estate', itemId: '3' })).toEqual({ category: [formMessages.invalidChoice] });
  expect(fieldMessages(FinanceItemParams, { id: '7', side: 'debts', category: 'banks', itemId: '3' })).toEqual({ side: [formMessages.invalidChoice] });
});
