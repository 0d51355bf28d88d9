// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, testConfig, withSession, type TestApi } from '../../test-support/test-api';
import {
  ASSET_CATEGORIES,
  ASSET_FINANCE_KEY_OF,
  AssetsAnswer,
  FinanceItemsChange,
  formMessages,
  LIABILITY_CATEGORIES,
  LIABILITY_FINANCE_KEY_OF,
  LiabilitiesAnswer,
  type AssetCategory,
  type AssetsKey,
  type LiabilitiesKey,
  type LiabilityCategory,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { openAccount } from '../../accounts/accounts';
import { users } from '../../accounts/schema';
import { financeItemsAnswerOf } from './finance-items';

/*
 * "POST /users/{id}/profile/finances/assets/{category} | item fields | response updated assets"; "POST
 * /users/{id}/profile/finances/liabilities/{category} | item fields (banks add address) | response updated
 * liabilities"; "DELETE /users/{id}/profile/finances/{assets or liabilities}/{category}/{itemId} | none; confirm first
 * | response updates assets or liabilities" (spec 002 §7).
 */

let api: TestApi;
const dataKey = testConfig().dataEncryptionKey;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const assets: Record<AssetCategory, Record<string, unknown>> = {
  accounts_notes: { amount: 5000, borrowerName: 'Carl Diaz', accountNumber: 'NOTE-778899' },
  automobiles: { amount: 25000, installment: true, liabilityAmount: 12000, institution: 'Auto Credit', accountNumber: '55501234', monthlyPayment: 450 },
  cash_on_hand: { amount: 1200, institution: 'Harbor National Bank' },
  iras: { amount: 80000, institution: 'Fidelity', accountNumber: 'IRA-00112233' },
  life_insurances: { amount: 500000, company: 'Mutual Life', beneficiaries: 'Kim Lee', surrender: 20000, loan: true, loanAmount: 5000, institution: 'Mutual Life', accountNumber: 'POL987654' },
  other: { type: 'Art collection', amount: 15000, pledged: true, name: 'Pawn Co', address: '1 Main St', lien: 2000, terms: '12 months', delinquent: true, delinquency: 'Two payments late' },
  other_properties: { type: 'Boat', amount: 30000, pledged: false },
  real_estate: {
    propertyType: 'sfr',
    address: '12 Oak Ave, Austin, TX',
    datePurchased: '03/15/2019',
    originalCost: 300000,
    presentValue: 420000,
    loan: true,
    holder: { name: 'First Mortgage Co', address: '9 Bank Rd', account: 'MTG-44556677', balance: 200000, frequency: 'monthly', payment: 1800, status: 'current' },
  },
  savings_accounts: { amount: '9000', institution: 'Credit Union', accountNumber: 'SAV-31415926' },
  stocks_and_bonds: { shares: '100', securities: 'ACME Corp', cost: 10000, marketValue: 15000, date: '01/02/2026', amount: 15000 },
};

const liabilities: Record<LiabilityCategory, Record<string, unknown>> = {
  accounts_payable: { amount: 3000, institution: 'Supply Co', accountNumber: 'AP-12345678' },
  banks: {
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
  contingents: { type: 'legal_claims_and_judgements', amount: 7000 },
  other_installments: { amount: 6000, institution: 'Furniture Finance', accountNumber: 'FF-27182818', monthlyPayment: 250 },
  other: { amount: 800, description: 'Personal loan from a friend' },
  unpaid_taxes: { type: 'Property tax', receiver: 'Travis County', amount: 4200, dueDate: '01/31/2027', attachedProperty: '12 Oak Ave' },
};

/** Every account number typed above: none may be answered or stored in the clear. */
const ACCOUNT_NUMBERS = ['NOTE-778899', '55501234', 'IRA-00112233', 'POL987654', 'MTG-44556677', 'SAV-31415926', 'AP-12345678', 'FF-27182818'];

const addAsset = (userId: number, token: string, category: string, item: object) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/finances/assets/${category}`, payload: { category, ...item }, ...withSession(token) });
const addLiability = (userId: number, token: string, category: string, item: object) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/finances/liabilities/${category}`, payload: { category, ...item }, ...withSession(token) });
const deleteItem = (userId: number, token: string, side: string, category: string, itemId: number) =>
  api.app.inject({ method: 'DELETE', url: `/users/${userId}/profile/finances/${side}/${category}/${itemId}`, ...withSession(token) });

async function newOwner(email: string) {
  const person = await addPerson(api.db, { email, password: 'Finance-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const account = await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
  return { person, accountId: account.id, token: (await signIn(api.app, email, 'Finance-pass-1')).token };
}

async function recordsText(accountId: number): Promise<string> {
  return JSON.stringify(await api.db.execute(sql`select * from application_records where account_id = ${accountId}`));
}

test('before any item both sides are empty lists', async () => {
  const { accountId } = await newOwner('finance-empty@example.test');
  const answer = await financeItemsAnswerOf(api.db, dataKey, accountId);
  expect(Object.values(answer.assets).every((items) => items.length === 0)).toBe(true);
  expect(Object.values(answer.liabilities).every((items) => items.length === 0)).toBe(true);
});

test('an item of each asset category is added and answered with the updated assets, account numbers masked', async () => {
  const { person, token, accountId } = await newOwner('finance-assets@example.test');
  let answer: AssetsAnswer | undefined;
  for (const category of ASSET_CATEGORIES) {
    const response = await addAsset(person.id, token, category, assets[category]);
    expect(response.statusCode).toBe(200);
    answer = v.parse(AssetsAnswer, response.json());
    expect(answer[ASSET_FINANCE_KEY_OF[category] as AssetsKey]).toHaveLength(1);
  }
  expect(answer!.accountsAndNotes[0]).toEqual({ id: expect.any(Number), amount: 5000, borrowerName: 'Carl Diaz', accountNumber: '****8899' });
  expect(answer!.cashOnHand[0]).toMatchObject({ institution: 'Harbor National Bank', accountNumber: null });
  expect(answer!.savings[0]).toMatchObject({ amount: 9000, accountNumber: '****5926' });
  expect(answer!.automobiles[0]).toMatchObject({ installment: true, liabilityAmount: 12000, institution: 'Auto Credit', accountNumber: '****1234', monthlyPayment: 450 });
  expect(answer!.lifeInsurances[0]).toMatchObject({ loan: true, loanAmount: 5000, accountNumber: '****7654' });
  expect(answer!.other[0]).toMatchObject({ pledged: true, lien: 2000, delinquent: true, delinquency: 'Two payments late' });
  expect(answer!.otherProperties[0]).toEqual({ id: expect.any(Number), type: 'Boat', amount: 30000, pledged: false });
  expect(answer!.realEstate[0]).toMatchObject({ datePurchased: '2019-03-15', presentValue: 420000, holder: { name: 'First Mortgage Co', account: '****6677', status: 'current' } });
  expect(answer!.stocks[0]).toMatchObject({ shares: 100, date: '2026-01-02', amount: 15000 });

  // Read back: the profile's composition reads the same answer.
  expect((await financeItemsAnswerOf(api.db, dataKey, accountId)).assets).toEqual(answer);

  const text = `${JSON.stringify(answer)} ${await recordsText(accountId)}`;
  expect(text).toContain('First Mortgage Co');
  for (const accountNumber of ACCOUNT_NUMBERS) expect(text).not.toContain(accountNumber);
});

test('an item of each liability category is added and answered with the updated liabilities', async () => {
  const { person, token, accountId } = await newOwner('finance-liabilities@example.test');
  let answer: LiabilitiesAnswer | undefined;
  for (const category of LIABILITY_CATEGORIES) {
    const response = await addLiability(person.id, token, category, liabilities[category]);
    expect(response.statusCode).toBe(200);
    answer = v.parse(LiabilitiesAnswer, response.json());
    expect(answer[LIABILITY_FINANCE_KEY_OF[category] as LiabilitiesKey]).toHaveLength(1);
  }
  expect(answer!.banks[0]).toMatchObject({ noteholder: 'Harbor National Bank', frequency: 'monthly', city: 'Austin', state: 'TX', zipCode: '78701' });
  expect(answer!.accountsPayable[0]).toMatchObject({ accountNumber: '****5678' });
  expect(answer!.installmentOther[0]).toMatchObject({ monthlyPayment: 250, accountNumber: '****2818' });
  expect(answer!.contingents[0]).toMatchObject({ type: 'legal_claims_and_judgements', amount: 7000 });
  expect(answer!.unpaidTaxes[0]).toMatchObject({ dueDate: '2027-01-31', receiver: 'Travis County' });
  expect(answer!.other[0]).toMatchObject({ description: 'Personal loan from a friend' });

  const text = `${JSON.stringify(answer)} ${await recordsText(accountId)}`;
  expect(text).toContain('Furniture Finance');
  for (const accountNumber of ACCOUNT_NUMBERS) expect(text).not.toContain(accountNumber);
});

test('"No loan on a property removes the mortgage holder": the server clears what the client clears', async () => {
  const { person, token, accountId } = await newOwner('finance-no-loan@example.test');
  const response = await addAsset(person.id, token, 'real_estate', { ...assets.real_estate, loan: false });
  expect(response.statusCode).toBe(200);
  const [house] = v.parse(AssetsAnswer, response.json()).realEstate;
  expect(house).not.toHaveProperty('holder');
  expect(house).toMatchObject({ loan: false, presentValue: 420000 });
  const automobile = v.parse(AssetsAnswer, (await addAsset(person.id, token, 'automobiles', { ...assets.automobiles, installment: false })).json()).automobiles[0];
  expect(automobile).toEqual({ id: expect.any(Number), amount: 25000, installment: false, accountNumber: null });
  const text = await recordsText(accountId);
  expect(text).not.toContain('First Mortgage Co');
  expect(text).not.toContain('Auto Credit');
});

test('a refused item: 400 with the spec\'s texts under its fields; the path and the item must name one category', async () => {
  const { person, token } = await newOwner('finance-refused@example.test');
  const missing = await addAsset(person.id, token, 'accounts_notes', { amount: '' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().errors).toEqual({ amount: [formMessages.required], borrowerName: [formMessages.required] });

  const dollars = await addAsset(person.id, token, 'iras', { amount: 100_000_001, institution: 'Fidelity' });
  expect(dollars.json().errors).toEqual({ amount: ['Please input a dollar amount between $0 and $100,000,000'] });

  const holder = await addAsset(person.id, token, 'real_estate', { ...assets.real_estate, holder: { name: 'First Mortgage Co' } });
  expect(holder.statusCode).toBe(400);
  expect(holder.json().errors).toMatchObject({ 'holder.address': [formMessages.required], 'holder.balance': [formMessages.required] });

  const bank = await addLiability(person.id, token, 'banks', { ...liabilities.banks, zipCode: '' });
  expect(bank.json().errors).toEqual({ zipCode: [formMessages.required] });

  const mismatch = await api.app.inject({
    method: 'POST',
    url: `/users/${person.id}/profile/finances/assets/iras`,
    payload: { category: 'savings_accounts', amount: 1, institution: 'Bank' },
    ...withSession(token),
  });
  expect(mismatch.statusCode).toBe(400);
  expect(mismatch.json().errors).toEqual({ category: [formMessages.invalidChoice] });
  expect((await addAsset(person.id, token, 'yachts', { amount: 1 })).statusCode).toBe(400);
  expect((await addLiability(person.id, token, 'iras', { amount: 1, institution: 'Bank' })).statusCode).toBe(400);
});

test('an item is deleted, answering the updated side; another account\'s item, or one gone, is not found', async () => {
  const owner = await newOwner('finance-delete@example.test');
  const other = await newOwner('finance-other@example.test');
  const added = v.parse(AssetsAnswer, (await addAsset(owner.person.id, owner.token, 'iras', assets.iras)).json());
  const kept = v.parse(AssetsAnswer, (await addAsset(owner.person.id, owner.token, 'iras', { ...assets.iras, institution: 'Vanguard' })).json());
  const debt = v.parse(LiabilitiesAnswer, (await addLiability(owner.person.id, owner.token, 'banks', liabilities.banks)).json()).banks[0]!;
  const ira = added.iras[0]!;

  expect((await deleteItem(other.person.id, other.token, 'assets', 'iras', ira.id)).statusCode).toBe(404);
  // The category is part of the item's address: the same id under another category is not found either.
  expect((await deleteItem(owner.person.id, owner.token, 'assets', 'savings_accounts', ira.id)).statusCode).toBe(404);

  const deleted = await deleteItem(owner.person.id, owner.token, 'assets', 'iras', ira.id);
  expect(deleted.statusCode).toBe(200);
  const change = v.parse(FinanceItemsChange, deleted.json());
  expect(change).toEqual({ assets: { ...kept, iras: [kept.iras[1]] } });
  expect((await deleteItem(owner.person.id, owner.token, 'assets', 'iras', ira.id)).statusCode).toBe(404);

  const liabilityDeleted = v.parse(FinanceItemsChange, (await deleteItem(owner.person.id, owner.token, 'liabilities', 'banks', debt.id)).json());
  expect(liabilityDeleted).toEqual({ liabilities: expect.objectContaining({ banks: [] }) });
  expect((await deleteItem(owner.person.id, owner.token, 'liabilities', 'real_estate', debt.id)).statusCode).toBe(400);
});

test('signed in, verified, with application.write, on one\'s own id only', async () => {
  const item = assets.cash_on_hand;
  const noSession = await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/profile/finances/assets/cash_on_hand`, payload: { category: 'cash_on_hand', ...item } });
  expect(noSession.statusCode).toBe(401);
  expect((await api.app.inject({ method: 'DELETE', url: `/users/${api.demo.borrower.id}/profile/finances/assets/cash_on_hand/1` })).statusCode).toBe(401);

  // Mia's role (Loan Viewer) has no application permissions.
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  expect((await addAsset(api.demo.member.id, mia, 'cash_on_hand', item)).statusCode).toBe(403);
  expect((await deleteItem(api.demo.member.id, mia, 'assets', 'cash_on_hand', 1)).statusCode).toBe(403);

  const uri = (await signIn(api.app, 'unverified@demo.test')).token;
  expect((await addAsset(api.demo.unverified.id, uri, 'cash_on_hand', item)).statusCode).toBe(403);
  expect((await addLiability(api.demo.unverified.id, uri, 'other', liabilities.other)).statusCode).toBe(403);

  const ann = (await signIn(api.app, 'borrower@demo.test')).token;
  expect((await addAsset(api.demo.member.id, ann, 'cash_on_hand', item)).statusCode).toBe(403);
  expect((await addAsset(api.demo.borrower.id, ann, 'cash_on_hand', item)).statusCode).toBe(200);
});
