// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { applicationMessages, contactIsComplete, formMessages, ProfileContactAnswer, SignedInBundle } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../accounts/schema';
import { openAccount } from '../accounts/accounts';

/*
 * "POST /users/{id}/profile/contact/plaid | contact fields | saves contact from the linking page" (spec 002 §7): the
 * names and phones the proof of funds page asks for ("until first name, last name and phone numbers exist", §2.3).
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const save = (userId: number, token: string, payload: object) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/contact/plaid`, payload, ...withSession(token) });

async function newOwner(email: string) {
  const person = await addPerson(api.db, { email, password: 'Contact-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
  return { person, token: (await signIn(api.app, email, 'Contact-pass-1')).token };
}

test('a new owner’s contact has no phones, so the page asks for them; saved, the bundle carries them', async () => {
  const { person, token } = await newOwner('contact-new@example.test');
  const before = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(token) })).json());
  expect(contactIsComplete(before.profile.contact)).toBe(false);

  const response = await save(person.id, token, { firstName: ' Tess ', lastName: 'Person', phones: [{ type: 'mobile', number: '(555) 010-7070' }] });
  expect(response.statusCode).toBe(200);
  expect(v.parse(ProfileContactAnswer, response.json())).toEqual({ firstName: 'Tess', lastName: 'Person', email: 'contact-new@example.test', phones: [{ type: 'mobile', number: '(555) 010-7070' }] });
  const after = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(token) })).json());
  expect(after.profile.contact).toMatchObject({ firstName: 'Tess', phones: [{ type: 'mobile', number: '(555) 010-7070' }] });
  expect(contactIsComplete(after.profile.contact)).toBe(true);
});

test('"You must register at least one cell phone!", and the names are required', async () => {
  const { person, token } = await newOwner('contact-refused@example.test');
  const response = await save(person.id, token, { firstName: '', lastName: 'Person', phones: [] });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toMatchObject({ firstName: [formMessages.required], phones: [applicationMessages.atLeastOneCellPhone] });
  const badNumber = await save(person.id, token, { firstName: 'Tess', lastName: 'Person', phones: [{ type: 'pager', number: '12' }] });
  expect(badNumber.statusCode).toBe(400);
});

test('saved on the account the session operates on, by a verified person whom plaid.read allows; never another person’s id', async () => {
  const ann = (await signIn(api.app, 'borrower@demo.test')).token;
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  const contact = { firstName: 'Ann', lastName: 'Borrower', phones: [{ type: 'mobile', number: '(555) 010-1001' }] };
  // Mia's role (Loan Viewer) does not reach Proof of Funds.
  expect((await save(api.demo.member.id, mia, contact)).statusCode).toBe(403);
  expect((await save(api.demo.borrower.id, mia, contact)).statusCode).toBe(403);
  expect((await save(api.demo.member.id, ann, contact)).statusCode).toBe(403);
  expect((await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/profile/contact/plaid`, payload: contact })).statusCode).toBe(401);
  const uri = (await signIn(api.app, 'unverified@demo.test')).token;
  expect((await save(api.demo.unverified.id, uri, contact)).statusCode).toBe(403);
});
