import { can, SignedInBundle } from '@portal/shared-contracts';
import * as v from 'valibot';
import { signIn, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function bundleOf(email: string): Promise<SignedInBundle> {
  const { response } = await signIn(api.app, email);
  return v.parse(SignedInBundle, response.json());
}

const ANN = { firstName: 'Ann', lastName: 'Borrower', email: 'borrower@demo.test', phones: [{ type: 'mobile', number: '(555) 010-1001' }] };
const MORGAN = { name: 'Morgan Reyes', email: 'morgan.reyes@lender.example', phone: '(555) 010-2030' };

test('a team member gets the borrower’s profile, account executive and the Loan Viewer permissions', async () => {
  const bundle = await bundleOf('member@demo.test');
  expect(bundle.user).toMatchObject({ first_name: 'Mia', user_email: 'member@demo.test', borrower: false, verified: true });
  // The portal shows the on-behalf banner because the profile e-mail differs from the user's.
  expect(bundle.profile).toEqual({ contact: ANN });
  expect(bundle.permissions).toEqual(['loans.read', 'dashboard.read']);
  expect(can(bundle.permissions, 'loans.read', 'dashboard.read')).toBe(true);
  expect(can(bundle.permissions, 'entity.read')).toBe(false);
  expect(can(bundle.permissions, 'loans.write')).toBe(false);
  expect(bundle.accountExecutive).toEqual(MORGAN);
});

test('the borrower operates on their own account as its owner', async () => {
  const bundle = await bundleOf('borrower@demo.test');
  expect(bundle.user).toMatchObject({ first_name: 'Ann', last_name: 'Borrower', phone_number: '(555) 010-1001', borrower: true, teams_area_required: false, picture: null });
  expect(bundle.profile).toEqual({ contact: ANN });
  expect(bundle.permissions).toEqual(['owner']);
  expect(bundle.accountExecutive).toEqual(MORGAN);
  expect(new Date(bundle.user.created).toISOString()).toBe(bundle.user.created);
});

test('the application alert (Ann has not started her application: the Introduction); the borrower’s documents and the counters of what is outstanding', async () => {
  const bundle = await bundleOf('borrower@demo.test');
  expect(bundle.alerts).toEqual({ application: true, applicationTab: 0 });
  // A Loan Viewer does not read My Documents: no documents in her bundle. Notifications are the person's own.
  const mia = await bundleOf('member@demo.test');
  expect(mia.docs.list).toEqual([]);
  expect(mia.notifications).toEqual([]);
  expect(bundle.docs.list.length).toBeGreaterThan(0);
  // The indicators' counters (src/indicators): the trust still needs 3 documents, Ann Flips Corp has no list (the
  // default 8); what her demo loans need is the loans area's to say.
  const missing = bundle.missing as { count: number; entities: number; loans: number };
  expect(missing.entities).toBe(11);
  expect(missing.count).toBe(missing.entities + missing.loans);
  expect(bundle.elapsed).toBeGreaterThanOrEqual(0);
  expect(bundle.elapsed).toBeLessThan(60_000);
  // The entities area fills them (src/entities/entities.test.ts); Uri's account has none.
  expect((await bundleOf('unverified@demo.test')).entities).toEqual([]);
});

test('a person in the teams area starts on their own account, which has no account executive', async () => {
  const bundle = await bundleOf('teams@demo.test');
  expect(bundle.user).toMatchObject({ first_name: 'Theo', teams_area_required: true, borrower: true });
  expect(bundle.profile).toEqual({ contact: { firstName: 'Theo', lastName: 'Teams', email: 'teams@demo.test', phones: [] } });
  expect(bundle.permissions).toEqual(['owner']);
  expect(bundle.accountExecutive).toBeNull();
});

test('an unverified borrower signs in and is reported unverified, for the portal to route', async () => {
  const bundle = await bundleOf('unverified@demo.test');
  expect(bundle.user).toMatchObject({ first_name: 'Uri', verified: false, borrower: true });
  expect(bundle.permissions).toEqual(['owner']);
});

test('the account’s payment methods, for those who may read or use them; the account number only as its last 4 digits', async () => {
  const ann = await bundleOf('borrower@demo.test');
  expect(ann.paymentMethods.map((method) => [method.name, method.type, (method.details as { accountNumberLast4: string }).accountNumberLast4])).toEqual([
    ['Operating account', 'ACH', '9377'],
    ['Draw account', 'Draw', '8814'],
  ]);
  expect(JSON.stringify(ann.paymentMethods)).not.toMatch(/"accountNumber"|4820019377|730056128814/);
  // Mia's Loan Viewer role reads loans and the dashboard only; Bill's and Uri's accounts have none.
  for (const email of ['member@demo.test', 'builder@demo.test', 'unverified@demo.test']) expect([email, (await bundleOf(email)).paymentMethods]).toEqual([email, []]);
});
