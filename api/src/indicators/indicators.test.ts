// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, Indicators, SignedInBundle } from '@portal/shared-contracts';
import * as v from 'valibot';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const read = (token: string, userId: number) => api.app.inject({ method: 'GET', url: `/users/${userId}/indicators`, ...withSession(token) });

const newEntity = {
  name: 'Counter Test LLC',
  type: 'llc',
  tin: '00-3000001',
  phone: '(555) 010-4001',
  businessAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  mailingAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
};

describe('GET /users/{userId}/indicators', () => {
  test('"sets missing counters": the documents Ann’s pending entities still need (8 each, the default), as the bundle says', async () => {
    const { token, response: signedIn } = await signIn(api.app, 'borrower@demo.test');
    const response = await read(token, api.demo.borrower.id);
    expect(response.statusCode).toBe(200);
    const indicators = v.parse(Indicators, response.json());
    expect(indicators).toEqual({ missing: { count: 16, entities: 16, loans: 0 }, docs: { neededCount: 8 } });
    expect(v.parse(SignedInBundle, signedIn.json()).missing).toEqual(indicators.missing);
  });

  test('a new entity raises the counter by the default 8 it needs', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const created = await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/entities`, payload: newEntity, ...withSession(token) });
    expect(created.statusCode).toBe(200);
    expect((await read(token, api.demo.borrower.id)).json()).toMatchObject({ missing: { count: 24, entities: 24 } });
  });

  test('read through the account the session operates on: Bill’s account has nothing outstanding', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    expect((await read(token, api.demo.builder.id)).json()).toMatchObject({ missing: { count: 0 } });
  });

  test('only for the signed-in person: another person’s id is refused', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const response = await read(token, api.demo.borrower.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.forbidden });
  });
});
