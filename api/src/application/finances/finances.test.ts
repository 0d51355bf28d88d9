// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, multipart, signIn, startTestApi, testConfig, withSession, type TestApi } from '../../test-support/test-api';
import { DOLLAR_AMOUNT_MESSAGE, financeMessages, FinancesAnswer, formMessages } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { openAccount } from '../../accounts/accounts';
import { users } from '../../accounts/schema';
import { financesAnswerOf } from './finances';

/*
 * "POST /users/{id}/profile/finance | income or finance fields | response finances" (spec 002 §7): the financial
 * statement's main part (§2.6, §3 'Finances', §4 'Financial entry mode', §5 'Financial'), one per account.
 */

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const save = (payload: object, { token = ann, userId = api.demo.borrower.id }: { token?: string; userId?: number } = {}) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/finance`, payload, ...withSession(token) });

const dataKey = () => testConfig().dataEncryptionKey;

async function newOwner(email: string) {
  const person = await addPerson(api.db, { email, password: 'Finance-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const account = await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
  return { person, accountId: account.id, token: (await signIn(api.app, email, 'Finance-pass-1')).token };
}

const itemized = {
  mode: 'itemize',
  income: { salary: 185000, netInvestmentIncome: '12000', realEstateIncome: 48000 },
  currentCashOnHandInBank: 65000,
  valueRealEstateOwned: 1200000,
  liabilityRealEstateMortgageInvestments: 640000,
  liabilityCreditCardDebt: 0,
  estimatedCreditScore: '740',
};

test('a save answers the main part as kept, every figure a number or null, and reads back the same', async () => {
  expect(await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toBeNull();
  const response = await save(itemized);
  expect(response.statusCode).toBe(200);
  const answer = v.parse(FinancesAnswer, response.json());
  expect(answer).toMatchObject({
    mode: 'itemize',
    income: { salary: 185000, netInvestmentIncome: 12000, realEstateIncome: 48000, otherIncome: null },
    totalAssets: null,
    totalLiabilities: null,
    currentCashOnHandInBank: 65000,
    valueRealEstateOwned: 1200000,
    assetOthers: null,
    liabilityRealEstateMortgageInvestments: 640000,
    liabilityCreditCardDebt: 0,
    estimatedCreditScore: 740,
  });
  expect(await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(answer);

  // A save replaces the whole part: the totals now, and nothing itemized.
  const totals = await save({ mode: 'total_assets_and_liabilities', totalAssets: 1500000, totalLiabilities: 700000 });
  expect(totals.statusCode).toBe(200);
  expect(totals.json()).toMatchObject({ mode: 'total_assets_and_liabilities', totalAssets: 1500000, currentCashOnHandInBank: null, income: { salary: null } });
  expect(await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(totals.json());
});

test('"Lump-sum and itemized fields are mutually exclusive": a body with both is refused, nothing saved', async () => {
  const before = await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId);
  const response = await save({ mode: 'itemize', totalAssets: 900000, currentCashOnHandInBank: 5000 });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ totalAssets: [financeMessages.lumpSumOrItemized] });
  expect(await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(before);
});

test('the dollar rule: "Please input a dollar amount between $0 and $100,000,000"; the mode is one of the four; totals need both', async () => {
  const dollars = await save({ mode: 'itemize', income: { otherIncome: 100_000_001 }, assetsMisc: '12,000', liabilityOther: -5 });
  expect(dollars.statusCode).toBe(400);
  expect(dollars.json().errors).toEqual({ 'income.otherIncome': [DOLLAR_AMOUNT_MESSAGE], assetsMisc: [DOLLAR_AMOUNT_MESSAGE], liabilityOther: [DOLLAR_AMOUNT_MESSAGE] });

  const noMode = await save({ income: { salary: 1 } });
  expect(noMode.json().errors).toEqual({ mode: [formMessages.required] });
  const otherMode = await save({ mode: 'estimate' });
  expect(otherMode.json().errors).toEqual({ mode: [formMessages.invalidChoice] });

  const half = await save({ mode: 'total_assets_and_liabilities', totalAssets: 10 });
  expect(half.statusCode).toBe(400);
  expect(half.json().errors).toEqual({ totalLiabilities: [formMessages.required] });

  const score = await save({ mode: 'provide_later', estimatedCreditScore: 900 });
  expect(score.json().errors).toEqual({ estimatedCreditScore: [financeMessages.creditScore] });
});

test('Upload File waits for the Financial Statement document; Provide Later asks nothing more', async () => {
  const { person, token } = await newOwner('finance-upload@example.test');
  const refused = await save({ mode: 'upload_file' }, { token, userId: person.id });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual({ mode: [financeMessages.statementNotUploaded] });

  const statement = multipart({ type: 'Financial Statement', doc_date: '03/31/2026', net_worth: '800000' }, [
    { field: 'file', name: 'pfs.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7 pfs') },
  ]);
  expect((await api.app.inject({ method: 'POST', url: `/users/${person.id}/docs`, ...statement, ...withSession(token) })).statusCode).toBe(200);
  const accepted = await save({ mode: 'upload_file', income: { salary: 90000 } }, { token, userId: person.id });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toMatchObject({ mode: 'upload_file', income: { salary: 90000 } });

  expect((await save({ mode: 'provide_later' }, { token, userId: person.id })).json()).toMatchObject({ mode: 'provide_later', totalAssets: null });
});

test('each account keeps its own: another owner’s save leaves Ann’s as it was', async () => {
  const annsBefore = await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId);
  const { person, accountId, token } = await newOwner('finance-other@example.test');
  expect(await financesAnswerOf(api.db, dataKey(), accountId)).toBeNull();
  expect((await save({ mode: 'itemize', assetOthers: 1 }, { token, userId: person.id })).statusCode).toBe(200);
  expect(await financesAnswerOf(api.db, dataKey(), accountId)).toMatchObject({ assetOthers: 1 });
  expect(await financesAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(annsBefore);
  // Nobody saves under another person's id.
  expect((await save({ mode: 'provide_later' }, { token, userId: api.demo.borrower.id })).statusCode).toBe(403);
});

test('no session is 401; without application.write 403; an unverified person 403', async () => {
  expect((await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/profile/finance`, payload: { mode: 'provide_later' } })).statusCode).toBe(401);
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  expect((await save({ mode: 'provide_later' }, { token: mia, userId: api.demo.member.id })).statusCode).toBe(403);
  const uri = (await signIn(api.app, 'unverified@demo.test')).token;
  expect((await save({ mode: 'provide_later' }, { token: uri, userId: api.demo.unverified.id })).statusCode).toBe(403);
});
