// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { buildTestApp, fromPortal, signIn, startTestApi, testConfig, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, formMessages, paymentMethodMessages, PaymentMethodList, SignedInBundle, verificationMessages, type NewPaymentMethod } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { buildApp } from '../app';
import { lowerEnvironmentDataKey } from '../config';
import { httpMessages } from '../http/messages';
import { openAccountNumber } from './account-number-cipher';
import { DEMO_PAYMENT_METHODS, seedDemoPaymentMethods } from './demo-payment-methods';
import { paymentMethods } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ACH: NewPaymentMethod = {
  kind: 'ach_payment',
  name: 'Payroll checking',
  method: 'ach',
  details: {
    bankName: 'Prairie State Bank',
    bankAddress: '1 Bank Plaza, Denver, CO 80202',
    routingNumber: '114901231',
    accountNumber: '55501234987',
    accountName: 'Bill Builder',
    recipientAddress: '12 Maple St, Denver, CO 80202',
    accountType: 'savings',
  },
  authorized: true,
};
const WIRE: NewPaymentMethod = {
  ...ACH,
  kind: 'draw_payment',
  name: 'Construction draws',
  method: 'transfer',
  details: { ...ACH.details, accountNumber: '880011223344', accountType: undefined },
};

const list = (token: string, userId: number) => api.app.inject({ method: 'GET', url: `/users/${userId}/payment_methods`, ...withSession(token) });
const create = (token: string, userId: number, payload: unknown) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/payment_methods`, payload: payload as object, ...withSession(token) });

async function listed(email: string, userId: number): Promise<PaymentMethodList> {
  const { token } = await signIn(api.app, email);
  const response = await list(token, userId);
  expect(response.statusCode).toBe(200);
  return v.parse(PaymentMethodList, response.json());
}

describe('GET /users/{userId}/payment_methods', () => {
  test('Ann sees "a payment method of each kind (ACH transaction and wire transfer)", oldest first, the account number as its last 4 digits only', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const response = await list(token, api.demo.borrower.id);
    expect(response.statusCode).toBe(200);
    const [operating, draw] = DEMO_PAYMENT_METHODS as [NewPaymentMethod, NewPaymentMethod];
    const { accountNumber: _operatingNumber, ...operatingDetails } = operating.details;
    const { accountNumber: _drawNumber, ...drawDetails } = draw.details;
    expect(response.json()).toEqual({
      payment_methods: [
        {
          id: expect.any(Number),
          name: 'Operating account',
          method: 'ach',
          type: 'ACH',
          authorized: true,
          created: expect.any(String),
          details: { ...operatingDetails, accountType: 'checking', accountNumberLast4: '9377' },
        },
        {
          id: expect.any(Number),
          name: 'Draw account',
          method: 'transfer',
          // "Draw payment methods use type 'Draw'"
          type: 'Draw',
          authorized: true,
          created: expect.any(String),
          details: { ...drawDetails, accountType: null, accountNumberLast4: '8814' },
        },
      ],
    });
    const [first, second] = v.parse(PaymentMethodList, response.json()).payment_methods;
    expect(first!.id).toBeLessThan(second!.id);
    expect(new Date(first!.created).toISOString()).toBe(first!.created);
    // "never answered whole after creation"
    expect(response.body).not.toContain(operating.details.accountNumber);
    expect(response.body).not.toContain(draw.details.accountNumber);
  });

  test('another account’s payment methods are never listed: Bill sees none of Ann’s', async () => {
    expect(await listed('builder@demo.test', api.demo.builder.id)).toEqual({ payment_methods: [] });
  });

  test('PaymentMethodsList needs payments.read: Mia, a Loan Viewer on Ann’s account, is refused', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await list(token, api.demo.member.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.permissionMissing });
  });

  test('the demo methods are added once: running their seed again adds nothing', async () => {
    await seedDemoPaymentMethods(api.db, { borrowerAccountId: api.demo.borrowerAccountId, borrowerUserId: api.demo.borrower.id });
    const names = (await listed('borrower@demo.test', api.demo.borrower.id)).payment_methods.map((method) => method.name);
    expect(names).toEqual(['Operating account', 'Draw account']);
  });
});

describe('POST /users/{userId}/payment_methods', () => {
  test('"response payment_methods list, last is new"; the account number is stored sealed and opens back to what was typed', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const first = await create(token, api.demo.builder.id, ACH);
    expect(first.statusCode).toBe(200);
    const { accountNumber: _number, ...achDetails } = ACH.details;
    expect(v.parse(PaymentMethodList, first.json()).payment_methods).toEqual([
      { id: expect.any(Number), name: 'Payroll checking', method: 'ach', type: 'ACH', authorized: true, created: expect.any(String), details: { ...achDetails, accountNumberLast4: '4987' } },
    ]);
    expect(first.body).not.toContain(ACH.details.accountNumber);

    const second = await create(token, api.demo.builder.id, { ...WIRE, name: '  Construction draws  ' });
    expect(second.statusCode).toBe(200);
    const methods = v.parse(PaymentMethodList, second.json()).payment_methods;
    expect(methods.map(({ name, method, type }) => ({ name, method, type }))).toEqual([
      { name: 'Payroll checking', method: 'ach', type: 'ACH' },
      { name: 'Construction draws', method: 'transfer', type: 'Draw' },
    ]);
    expect(methods[1]!.details).toMatchObject({ accountNumberLast4: '3344', accountType: null });

    const [row] = await api.db.select().from(paymentMethods).where(eq(paymentMethods.id, methods[1]!.id));
    expect(row).toMatchObject({ accountId: api.demo.builderAccountId, createdBy: api.demo.builder.id, purpose: 'Draw', accountNumberLast4: '3344' });
    expect(row!.accountNumberSealed).toMatch(/^v1\./);
    expect(row!.accountNumberSealed).not.toContain(WIRE.details.accountNumber);
    expect(openAccountNumber(row!.accountNumberSealed, testConfig().dataEncryptionKey)).toBe(WIRE.details.accountNumber);

    // Ann's list is untouched.
    expect((await listed('borrower@demo.test', api.demo.borrower.id)).payment_methods.map((method) => method.name)).toEqual(['Operating account', 'Draw account']);
  });

  test('sealed with the configured DATA_ENCRYPTION_KEY: another key cannot open it', async () => {
    const dataEncryptionKey = randomBytes(32);
    const app = await buildTestApp(api.db, { dataEncryptionKey });
    try {
      const { token } = await signIn(app, 'builder@demo.test');
      const response = await app.inject({ method: 'POST', url: `/users/${api.demo.builder.id}/payment_methods`, payload: { ...ACH, name: 'Keyed' }, ...withSession(token) });
      expect(response.statusCode).toBe(200);
      const created = v.parse(PaymentMethodList, response.json()).payment_methods.at(-1)!;
      const [row] = await api.db.select().from(paymentMethods).where(eq(paymentMethods.id, created.id));
      expect(openAccountNumber(row!.accountNumberSealed, dataEncryptionKey)).toBe(ACH.details.accountNumber);
      expect(() => openAccountNumber(row!.accountNumberSealed, testConfig().dataEncryptionKey)).toThrow(/does not open/);
    } finally {
      await app.close();
    }
  });

  test('the demo methods are sealed with the key a lower environment’s API uses', async () => {
    const rows = await api.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, api.demo.borrowerAccountId));
    expect(rows.map((row) => openAccountNumber(row.accountNumberSealed, lowerEnvironmentDataKey({})))).toEqual(DEMO_PAYMENT_METHODS.map((method) => method.details.accountNumber));
    expect(lowerEnvironmentDataKey({})).toEqual(testConfig().dataEncryptionKey);
  });

  test('every rule of §5 with the contract’s messages; a refusal never echoes the account number', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const before = (await listed('builder@demo.test', api.demo.builder.id)).payment_methods.length;
    const response = await create(token, api.demo.builder.id, {
      kind: 'check_payment',
      name: '',
      method: 'check',
      details: { ...ACH.details, bankName: 'B'.repeat(101), routingNumber: '1'.repeat(21), accountNumber: '4111-2222-3333', accountName: '', recipientAddress: '' },
      authorized: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: httpMessages.invalidFields,
      errors: {
        kind: [formMessages.required],
        name: [formMessages.required],
        // "check exists but is excluded from pickers"
        method: [formMessages.required],
        'details.bankName': [formMessages.tooLong(100)],
        'details.routingNumber': [formMessages.tooLong(20)],
        'details.accountNumber': [paymentMethodMessages.digitsOnly],
        'details.accountName': [formMessages.required],
        'details.recipientAddress': [formMessages.required],
        authorized: [formMessages.required],
      },
    });
    expect(response.body).not.toContain('4111');
    // "account type required when shown": an ACH Transaction asks it.
    const withoutType = await create(token, api.demo.builder.id, { ...ACH, details: { ...ACH.details, accountType: null } });
    expect(withoutType.json()).toEqual({ message: httpMessages.invalidFields, errors: { 'details.accountType': [formMessages.required] } });
    expect((await listed('builder@demo.test', api.demo.builder.id)).payment_methods).toHaveLength(before);
  });

  test('a wire is not asked its account type, so it keeps none even if one is sent', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const response = await create(token, api.demo.builder.id, { ...WIRE, name: 'Wire with a type', details: { ...WIRE.details, accountType: 'checking' } });
    expect(v.parse(PaymentMethodList, response.json()).payment_methods.at(-1)).toMatchObject({ name: 'Wire with a type', details: { accountType: null } });
  });

  test('"+ New Payment Method" needs a verified e-mail: Uri is refused', async () => {
    const { token } = await signIn(api.app, 'unverified@demo.test');
    const response = await create(token, api.demo.unverified.id, ACH);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: verificationMessages.notVerifiedYet });
  });

  test('adding one needs payments.write: a Loan Viewer is refused', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await create(token, api.demo.member.id, ACH);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.permissionMissing });
  });

  test('the account number never reaches the log, not even when the database refuses the row', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: api.db, config: testConfig({ logLevel: 'trace' }), logStream: { write: (line) => lines.push(line) } });
    await api.db.execute(sql`alter table payment_methods add constraint test_no_breaking_methods check (name <> 'Breaks Everything')`);
    try {
      const { token } = await signIn(api.app, 'builder@demo.test');
      const post = (payload: object) => app.inject(fromPortal({ method: 'POST', url: `/users/${api.demo.builder.id}/payment_methods`, payload, ...withSession(token) }));
      const number = (accountNumber: string) => ({ ...ACH, details: { ...ACH.details, accountNumber } });
      expect((await post(number('76543219876'))).statusCode).toBe(200);
      expect((await post(number('7654321987x'))).statusCode).toBe(400);
      expect((await post({ ...number('76543219877'), name: 'Breaks Everything' })).statusCode).toBe(500);
    } finally {
      await app.close();
      await api.db.execute(sql`alter table payment_methods drop constraint test_no_breaking_methods`);
    }
    const log = lines.join('\n');
    expect(log).toContain('test_no_breaking_methods');
    expect(log).not.toContain('7654321987');
  });
});

describe('the signed-in bundle', () => {
  test('carries the account’s payment methods as the list answers them, never an account number', async () => {
    const { token, response } = await signIn(api.app, 'borrower@demo.test');
    const bundle = v.parse(SignedInBundle, response.json());
    expect(bundle.paymentMethods).toEqual((await list(token, api.demo.borrower.id)).json().payment_methods);
    for (const method of DEMO_PAYMENT_METHODS) expect(response.body).not.toContain(method.details.accountNumber);
    expect(response.body).not.toMatch(/v1\.[A-Za-z0-9_-]{16}\./);
  });

  test('a role that neither reads payment methods nor pays with them gets none: Mia, a Loan Viewer', async () => {
    const { response } = await signIn(api.app, 'member@demo.test');
    expect(v.parse(SignedInBundle, response.json()).paymentMethods).toEqual([]);
  });
});
