import { accountOwnedBy } from '../accounts/accounts';
import { entitiesOf } from '../entities/entities';
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { loans } from './schema';

let api: TestApi;
let ann: string;
let bill: string;

const property = (address: string) => ({
  address,
  unit: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  status: 'vacant' as const,
  closingStatus: null,
  contact: { notes: '' },
  visit: { type: 'other' as const, other: { notes: '' } },
  hoaFees: null,
});

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  bill = (await signIn(api.app, 'builder@demo.test')).token;
  const [entity] = await entitiesOf(api.db, api.demo.borrowerAccountId);
  const billsAccount = await accountOwnedBy(api.db, api.demo.builder.id);
  const base = { transactionType: 'purchase' as const, dealType: 'rehab_fix_and_flip' as const, propertyType: 'single_family' as const, transaction: {} };
  // Twelve pending loans of Ann's, two active ones, and one of Bill's.
  await api.db.insert(loans).values([
    ...Array.from({ length: 12 }, (_, index) => ({ ...base, accountId: api.demo.borrowerAccountId, entityId: entity!.id, number: `D-1${String(index).padStart(5, '0')}`, property: property(`${100 + index} Oak Street`) })),
    { ...base, accountId: api.demo.borrowerAccountId, number: 'D-200001', property: property('7 Elm Road'), loanCategory: 'active' as const, group: 'active' as const, amount: 250000, fundedDate: '2026-01-15' },
    { ...base, accountId: api.demo.borrowerAccountId, number: 'D-200002', property: property('9 Elm Road'), loanCategory: 'active' as const, group: 'active' as const, amount: 125000.5 },
    { ...base, accountId: billsAccount!.id, number: 'D-300001', property: property('1 Builder Way') },
  ]);
});
afterAll(() => api.close());

const list = (query: string, token = ann, userId = api.demo.borrower.id) => api.app.inject({ method: 'GET', url: `/users/${userId}/loans?${query}`, ...withSession(token) });
type Page = { records: { id: number; number: string; property: { address: string }; entity: { name: string } | null; group: string; amount: number | null }[]; total: number; total_amount: number };

test('"page_size (10), last_id": pages of ten, newest first, until a page comes back empty', async () => {
  const first = (await list('group=in_progress')).json<Page>();
  expect(first.records).toHaveLength(10);
  expect(first.total).toBe(12);
  expect(first.records[0]!.number).toBe('D-100011');
  const second = (await list(`group=in_progress&page_size=10&last_id=${first.records.at(-1)!.id}`)).json<Page>();
  expect(second.records.map((loan) => loan.number)).toEqual(['D-100001', 'D-100000']);
  const third = (await list(`group=in_progress&last_id=${second.records.at(-1)!.id}`)).json<Page>();
  expect(third.records).toEqual([]);
});

test('a list reads the group, the entity and the amounts: "records, total, total_amount"', async () => {
  const active = (await list('group=active')).json<Page>();
  expect(active.records.map((loan) => [loan.number, loan.group, loan.amount])).toEqual([
    ['D-200002', 'active', 125000.5],
    ['D-200001', 'active', 250000],
  ]);
  expect(active.total_amount).toBe(375000.5);
  const pending = (await list('group=in_progress')).json<Page>();
  expect(pending.records[0]!.entity).toEqual({ name: expect.any(String) });
  expect((await list('group=all')).json<Page>().total).toBe(14);
});

test('"optional search_key (address or number) and search_value"', async () => {
  expect((await list('group=all&search_key=number&search_value=200001')).json<Page>().records.map((loan) => loan.number)).toEqual(['D-200001']);
  expect((await list('group=all&search_key=address&search_value=elm%20road')).json<Page>().total).toBe(2);
  expect((await list('group=all&search_key=address&search_value=%25')).json<Page>().total).toBe(0);
  expect((await list('group=all&search_key=address')).statusCode).toBe(400);
});

test("only the account's own loans: Bill sees his one, never Ann's", async () => {
  const bills = (await list('group=all', bill, api.demo.builder.id)).json<Page>();
  expect(bills.records.map((loan) => loan.number)).toEqual(['D-300001']);
});

test('a page size out of range or a group that does not exist is a field error', async () => {
  for (const query of ['page_size=0', 'page_size=101', 'page_size=1e1', 'group=pending', 'last_id=0']) {
    expect([query, (await list(query)).statusCode]).toEqual([query, 400]);
  }
});
