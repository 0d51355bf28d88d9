import { CheckAccountResponse } from '@portal/shared-contracts';
import * as v from 'valibot';
import { emailsTo } from '../outbox/outbox';
import { addPerson, lastEmailTo, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await addPerson(api.db, { email: 'invited@demo.test', registrationFlow: 'salesforce' });
  await addPerson(api.db, { email: 'invited.contributor@demo.test', registrationFlow: 'contributor' });
});
afterAll(() => api.close());

const checkAccount = (email: unknown) => api.app.inject({ method: 'POST', url: '/check_account', payload: { email } });

describe('POST /check_account', () => {
  test('an account without a registration flow answers null, so the login page asks for the password, and sends nothing', async () => {
    const response = await checkAccount('borrower@demo.test');
    expect(response.statusCode).toBe(200);
    expect(v.parse(CheckAccountResponse, response.json())).toEqual({ registration_flow: null });
    expect(await emailsTo(api.db, 'borrower@demo.test')).toHaveLength(0);
  });

  test('an unknown e-mail answers exactly like an ordinary account, revealing nothing', async () => {
    const unknown = await checkAccount('nobody@demo.test');
    const known = await checkAccount('borrower@demo.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await emailsTo(api.db, 'nobody@demo.test')).toHaveLength(0);
  });

  test('an invited person answers their flow, so the login page asks for the 6-digit code', async () => {
    expect((await checkAccount('invited@demo.test')).json()).toEqual({ registration_flow: 'salesforce' });
    expect((await checkAccount(' Invited.Contributor@Demo.Test ')).json()).toEqual({ registration_flow: 'contributor' });
  });

  test('each call for an invited person e-mails a new 6-digit code: calling it again is the resend', async () => {
    await checkAccount('invited@demo.test');
    const first = await lastEmailTo(api.db, 'invited@demo.test');
    await checkAccount('invited@demo.test');
    const second = await lastEmailTo(api.db, 'invited@demo.test');
    for (const mail of [first, second]) {
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(mail.code);
      expect(mail.subject).toBe('Your code to create your portal account');
    }
    expect(second.id).not.toBe(first.id);
  });

  test('an address that is not an e-mail is refused with the contract message for the field', async () => {
    const response = await checkAccount('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { email: ['Please enter a valid e-mail address.'] } });
  });
});
