import { CheckAccountResponse } from '@portal/shared-contracts';
import * as v from 'valibot';
import { addPerson, startTestApi, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await addPerson(api.db, { email: 'invited@demo.test', registrationFlow: 'salesforce' });
  await addPerson(api.db, { email: 'contributor@demo.test', registrationFlow: 'contributor' });
});
afterAll(() => api.close());

const checkAccount = (email: unknown) => api.app.inject({ method: 'POST', url: '/check_account', payload: { email } });

describe('POST /check_account', () => {
  test('an account without a registration flow answers null, so the login page asks for the password', async () => {
    const response = await checkAccount('borrower@demo.test');
    expect(response.statusCode).toBe(200);
    expect(v.parse(CheckAccountResponse, response.json())).toEqual({ registration_flow: null });
  });

  test('an unknown e-mail answers exactly like an ordinary account, revealing nothing', async () => {
    const unknown = await checkAccount('nobody@demo.test');
    const known = await checkAccount('borrower@demo.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });

  test('an invited person answers their flow, so the login page asks for the 6-digit code', async () => {
    expect((await checkAccount('invited@demo.test')).json()).toEqual({ registration_flow: 'salesforce' });
    expect((await checkAccount(' Contributor@Demo.Test ')).json()).toEqual({ registration_flow: 'contributor' });
  });

  test('an address that is not an e-mail is refused with the contract message for the field', async () => {
    const response = await checkAccount('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { email: ['Please enter a valid e-mail address.'] } });
  });
});
