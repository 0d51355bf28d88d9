// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { ApplicationProfile, formMessages, Indicators, SignedInBundle } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { openAccount } from '../accounts/accounts';
import { users } from '../accounts/schema';

/*
 * The application as a whole: `GET /users/{id}/profile` ("Profile (whole): … a missing-flags map", spec 002 §3), the
 * agreement ("POST /users/{id}/profile/agreement | agreed | response agreement", "the agreement checkbox is
 * required"), and the application alert the bundle and the indicators carry.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function newOwner(email: string) {
  const person = await addPerson(api.db, { email, password: 'Application-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
  return { person, token: (await signIn(api.app, email, 'Application-pass-1')).token };
}

const profileOf = async (userId: number, token: string) => {
  const response = await api.app.inject({ method: 'GET', url: `/users/${userId}/profile`, ...withSession(token) });
  expect(response.statusCode).toBe(200);
  return v.parse(ApplicationProfile, response.json());
};

test('a new borrower’s application: every section empty and missing; the alert points at the Introduction', async () => {
  const { person, token } = await newOwner('application-new@example.test');
  const profile = await profileOf(person.id, token);
  expect(profile).toMatchObject({ agreement: null, contact: null, employment: [], finances: null, declarations: null, demographics: null, realEstateExperience: null, realEstateOperation: [], application: null });
  expect(Object.values(profile.assets).every((items) => items.length === 0)).toBe(true);
  expect(Object.values(profile.missing).every(Boolean)).toBe(true);

  const bundle = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(token) })).json());
  expect(bundle.alerts).toEqual({ application: true, applicationTab: 0 });
});

test('"the agreement checkbox is required"; agreed, the Introduction is done and the alert moves to the next missing tab', async () => {
  const { person, token } = await newOwner('application-agree@example.test');
  const agree = (payload: object) => api.app.inject({ method: 'POST', url: `/users/${person.id}/profile/agreement`, payload, ...withSession(token) });
  const unticked = await agree({ agreed: false });
  expect([unticked.statusCode, unticked.json().errors]).toEqual([400, { agreed: [formMessages.required] }]);
  expect((await agree({})).statusCode).toBe(400);

  const agreed = await agree({ agreed: true });
  expect([agreed.statusCode, agreed.json()]).toEqual([200, { agreed: true }]);
  const profile = await profileOf(person.id, token);
  expect([profile.agreement, profile.missing.agreement, profile.missing.contact]).toEqual([{ agreed: true }, false, true]);

  const indicators = v.parse(Indicators, (await api.app.inject({ method: 'GET', url: `/users/${person.id}/indicators`, ...withSession(token) })).json());
  expect(indicators.alerts).toEqual({ application: true, applicationTab: 1 });
});

test('read and saved only through the account the session operates on, with application.read (and a verified e-mail to save)', async () => {
  const ann = (await signIn(api.app, 'borrower@demo.test')).token;
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  const unverified = (await signIn(api.app, 'unverified@demo.test')).token;
  const get = (userId: number, token?: string) => api.app.inject({ method: 'GET', url: `/users/${userId}/profile`, ...(token ? withSession(token) : {}) });
  expect((await get(api.demo.borrower.id)).statusCode).toBe(401);
  // Mia's role (Loan Viewer) has no application permission; nobody reads another person's path.
  expect((await get(api.demo.member.id, mia)).statusCode).toBe(403);
  expect((await get(api.demo.borrower.id, mia)).statusCode).toBe(403);
  expect((await get(api.demo.member.id, ann)).statusCode).toBe(403);
  const agreeAs = (userId: number, token: string) => api.app.inject({ method: 'POST', url: `/users/${userId}/profile/agreement`, payload: { agreed: true }, ...withSession(token) });
  expect((await agreeAs(api.demo.unverified.id, unverified)).statusCode).toBe(403);
  expect((await agreeAs(api.demo.member.id, mia)).statusCode).toBe(403);
});
