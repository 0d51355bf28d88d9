// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, testConfig, withSession, type TestApi } from '../../test-support/test-api';
import {
  applicationMessages,
  blankDemographics,
  ContactAnswer,
  DeclarationsAnswer,
  DemographicsAnswer,
  formMessages,
  SignedInBundle,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { openAccount } from '../../accounts/accounts';
import { users } from '../../accounts/schema';
import { missingSectionsOfAccount } from '../missing-sections';
import { contactAnswerOf } from './contact';
import { declarationsAnswerOf } from './declarations';
import { demographicsAnswerOf } from './demographics';

/*
 * "POST /users/{id}/profile/contact | contact fields | saves contact", "POST /users/{id}/profile/declarations |
 * declaration fields | response declarations", "POST /users/{id}/profile/demographics | demographics | response
 * demographics" (spec 002 §7), on the account the session operates on.
 */

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

type Section = 'contact' | 'declarations' | 'demographics';
const post = (section: Section, payload: unknown, { token = ann, userId = api.demo.borrower.id }: { token?: string; userId?: number } = {}) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/${section}`, payload: payload as object, ...withSession(token) });

const dataKey = () => testConfig().dataEncryptionKey;

async function newOwner(email: string) {
  const person = await addPerson(api.db, { email, password: 'Personal-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const account = await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
  return { person, accountId: account.id, token: (await signIn(api.app, email, 'Personal-pass-1')).token };
}

/** Every stored row of the application, and the contacts table, as the text a database dump would show. */
async function databaseDump(): Promise<string> {
  const tables = await Promise.all([
    api.db.execute(sql`select * from application_sections`),
    api.db.execute(sql`select * from application_records`),
    api.db.execute(sql`select * from profile_contacts`),
  ]);
  return JSON.stringify(tables.map((table) => (table as unknown as { rows: unknown[] }).rows ?? table));
}

const contact = {
  firstName: 'Ann',
  lastName: 'Borrower',
  title: 'Managing Member',
  dateOfBirth: '03/09/1984',
  ssn: '123-45-6789',
  driversLicense: 'd1234-5678',
  driversLicenseState: 'TX',
  maritalStatus: 'married',
  contactMethod: 'text',
  optIn: true,
  phones: [
    { type: 'mobile', number: '(555) 010-1001' },
    { type: 'home', number: '(555) 010-1002' },
  ],
  address: { address: '100 Main St', unit: 'Suite 2', city: 'Austin', state: 'TX', zipCode: '78701' },
  mailingAddress: { sameAddress: false, address: 'PO Box 77', unit: '', city: 'Austin', state: 'TX', zipCode: '78702' },
};

const noDeclarations = { judgements: false, liens: false, litigation: false, violation: false, property: false, lawsuit: false, loan: false, bankrupt: false, felony: false };

describe('Personal Information', () => {
  test('a save answers the contact with SSN, date of birth and license masked only, and reads back the same', async () => {
    expect(await contactAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toBeNull();
    const response = await post('contact', contact);
    expect(response.statusCode).toBe(200);
    const answer = v.parse(ContactAnswer, response.json());
    expect(answer).toEqual({
      firstName: 'Ann',
      lastName: 'Borrower',
      title: 'Managing Member',
      email: 'borrower@demo.test',
      dateOfBirth: '**/**/1984',
      ssn: '***-**-6789',
      driversLicense: '****5678',
      driversLicenseState: 'TX',
      maritalStatus: 'married',
      contactMethod: 'text',
      optIn: true,
      phones: contact.phones,
      address: contact.address,
      mailingAddress: contact.mailingAddress,
    });
    expect(response.body).not.toMatch(/123-45-6789|123456789|1984-03-09|03\/09\/1984|D1234-5678/i);
    expect(await contactAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(answer);
    expect((await missingSectionsOfAccount(api.db, api.demo.borrowerAccountId)).contact).toBe(false);
  });

  test('the database keeps no SSN, date of birth or license in clear text', async () => {
    expect((await post('contact', contact)).statusCode).toBe(200);
    const dump = await databaseDump();
    expect(dump).toContain('Managing Member');
    for (const clear of ['123-45-6789', '123456789', '1984-03-09', '03/09/1984', 'D1234-5678', 'd1234-5678']) expect(dump).not.toContain(clear);
  });

  test('the names and phones go where the signed-in bundle and Proof of Funds read them', async () => {
    expect((await post('contact', { ...contact, firstName: 'Annie', phones: [{ type: 'mobile', number: '(555) 010-3003' }], contactMethod: 'email' })).statusCode).toBe(200);
    const bundle = v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}`, ...withSession(ann) })).json());
    expect(bundle.profile.contact).toMatchObject({ firstName: 'Annie', lastName: 'Borrower', email: 'borrower@demo.test', phones: [{ type: 'mobile', number: '(555) 010-3003' }] });
    expect(JSON.stringify(bundle)).not.toMatch(/\*\*\*-\*\*-|6789/);
    expect((await post('contact', contact)).statusCode).toBe(200);
  });

  test('once on file, SSN, date of birth and license may be left out of a save: the server keeps them', async () => {
    const { ssn: _ssn, dateOfBirth: _dateOfBirth, ...rest } = contact;
    const response = await post('contact', { ...rest, driversLicense: '', title: 'Member' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Member', ssn: '***-**-6789', dateOfBirth: '**/**/1984', driversLicense: '****5678' });
    const replaced = await post('contact', { ...rest, ssn: '987-65-4321' });
    expect(replaced.json()).toMatchObject({ ssn: '***-**-4321', dateOfBirth: '**/**/1984' });
    expect((await post('contact', contact)).statusCode).toBe(200);
  });

  test('while none is on file, each of them is required', async () => {
    const { token, person, accountId } = await newOwner('personal-first@example.test');
    const { ssn: _ssn, dateOfBirth: _dateOfBirth, driversLicense: _license, ...rest } = contact;
    const response = await post('contact', rest, { token, userId: person.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ ssn: [formMessages.required], dateOfBirth: [formMessages.required], driversLicense: [formMessages.required] });
    expect(await contactAnswerOf(api.db, dataKey(), accountId)).toBeNull();
  });

  test('bad payloads: 400 with the spec\'s texts under their fields', async () => {
    const refused = await post('contact', { ...contact, firstName: ' ', phones: [], ssn: '123456789' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ firstName: [formMessages.required], phones: [applicationMessages.atLeastOneCellPhone], ssn: [formMessages.ssn] });

    const fax = await post('contact', { ...contact, contactMethod: 'fax' });
    expect(fax.statusCode).toBe(400);
    expect(fax.json().errors).toEqual({ contactMethod: ['Value not allowed when no phone with type "fax" is informed!'] });

    const text = await post('contact', { ...contact, contactMethod: 'text', phones: [{ type: 'home', number: '(555) 010-1002' }] });
    expect(text.json().errors).toEqual({ contactMethod: ['Value not allowed when no phone with type "mobile" is informed!'] });

    const mailing = await post('contact', { ...contact, mailingAddress: { sameAddress: false } });
    expect(Object.keys(mailing.json().errors)).toEqual(['mailingAddress.address', 'mailingAddress.city', 'mailingAddress.state', 'mailingAddress.zipCode']);

    expect((await post('contact', [])).statusCode).toBe(400);
  });

  test('"when sameAddress is true the mailing fields are not required and are cleared": the server clears them', async () => {
    const response = await post('contact', { ...contact, mailingAddress: { sameAddress: true, address: 'PO Box 77', city: 'Nowhere', state: 'XX' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().mailingAddress).toEqual({ sameAddress: true });
    expect(await databaseDump()).not.toContain('PO Box 77');
    expect((await post('contact', contact)).statusCode).toBe(200);
  });
});

describe('Background Information', () => {
  test('a save answers the declarations and reads back the same', async () => {
    expect(await declarationsAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toBeNull();
    const declarations = { ...noDeclarations, bankrupt: true, bankruptDischarged: true, explanation: 'Chapter 7 in 2020, discharged in 2021.' };
    const response = await post('declarations', declarations);
    expect(response.statusCode).toBe(200);
    expect(v.parse(DeclarationsAnswer, response.json())).toEqual(declarations);
    expect(await declarationsAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(declarations);
    expect((await missingSectionsOfAccount(api.db, api.demo.borrowerAccountId)).declarations).toBe(false);
  });

  test('"bankrupt false clears bankruptDischarged"; "explanation is cleared when all declaration answers are no": the server clears them', async () => {
    const response = await post('declarations', { ...noDeclarations, bankruptDischarged: true, explanation: 'Nothing to tell.' });
    expect(response.json()).toEqual({ ...noDeclarations, bankruptDischarged: null, explanation: '' });
    const lien = await post('declarations', { ...noDeclarations, liens: true, bankruptDischarged: false, explanation: 'A lien, released.' });
    expect(lien.json()).toMatchObject({ liens: true, bankruptDischarged: null, explanation: 'A lien, released.' });
  });

  test('bad payloads: every answer required, the discharge after a bankruptcy, an explanation after a yes (max 500)', async () => {
    const empty = await post('declarations', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(Object.keys(noDeclarations));
    const bankrupt = await post('declarations', { ...noDeclarations, bankrupt: true });
    expect(bankrupt.json().errors).toEqual({ bankruptDischarged: [formMessages.required], explanation: [formMessages.required] });
    const long = await post('declarations', { ...noDeclarations, felony: true, explanation: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ explanation: [formMessages.tooLong(500)] });
  });
});

describe('Demographics', () => {
  const demographics = {
    denied: false,
    ethnicity: { ethnicity: 'hispanic_or_latino', origin: ['puerto_rican', 'other'], description: 'Dominican' },
    races: ['hawaiian', 'white'],
    native: { tribe: '' },
    hawaiian: { heritage: ['other'], description: 'Tongan' },
    asian: { heritage: [], description: '' },
    sex: 'female',
  };

  test('a save answers the demographics and reads back the same', async () => {
    expect(await demographicsAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toBeNull();
    const response = await post('demographics', demographics);
    expect(response.statusCode).toBe(200);
    expect(v.parse(DemographicsAnswer, response.json())).toEqual(demographics);
    expect(await demographicsAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toEqual(demographics);
    expect((await missingSectionsOfAccount(api.db, api.demo.borrowerAccountId)).demographics).toBe(false);
  });

  test('"Denying demographics replaces the model with a blank model flagged denied and skips validation"', async () => {
    const response = await post('demographics', { ...demographics, denied: true, sex: 'not-a-sex' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(blankDemographics(true));
  });

  test('"Ethnicity other clears origin"; "Unticking a race clears its details": the server clears them', async () => {
    const response = await post('demographics', {
      ...demographics,
      ethnicity: { ethnicity: 'other', origin: ['cuban'], description: '' },
      races: ['white'],
      native: { tribe: 'Navajo Nation' },
      asian: { heritage: ['korean'], description: '' },
    });
    expect(response.json()).toMatchObject({
      ethnicity: { ethnicity: 'other', origin: [], description: '' },
      races: ['white'],
      native: { tribe: '' },
      hawaiian: { heritage: [], description: '' },
      asian: { heritage: [], description: '' },
    });
  });

  test('bad payloads: "sex, ethnicity and race are required unless denied"; an "other" is described', async () => {
    const empty = await post('demographics', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ 'ethnicity.ethnicity': [formMessages.required], races: [formMessages.required], sex: [formMessages.required] });
    const other = await post('demographics', { ...demographics, hawaiian: { heritage: ['other'], description: '' } });
    expect(other.json().errors).toEqual({ 'hawaiian.description': [formMessages.required] });
  });
});

describe('who may save', () => {
  const bodies: Record<Section, unknown> = { contact, declarations: noDeclarations, demographics: { ...blankDemographics(true) } };
  const sections = Object.keys(bodies) as Section[];

  test('no session: 401', async () => {
    for (const section of sections) {
      const response = await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/profile/${section}`, payload: bodies[section] as object });
      expect(response.statusCode).toBe(401);
    }
  });

  test('without application.write (Mia, a Loan Viewer on Ann\'s account): 403; unverified: 403', async () => {
    const mia = (await signIn(api.app, 'member@demo.test')).token;
    const unverified = (await signIn(api.app, 'unverified@demo.test')).token;
    for (const section of sections) {
      expect((await post(section, bodies[section], { token: mia, userId: api.demo.member.id })).statusCode).toBe(403);
      expect((await post(section, bodies[section], { token: mia, userId: api.demo.borrower.id })).statusCode).toBe(403);
      expect((await post(section, bodies[section], { token: unverified, userId: api.demo.unverified.id })).statusCode).toBe(403);
    }
  });

  test('another account cannot write: the path is the session\'s own person, and each save stays on its own account', async () => {
    const bill = (await signIn(api.app, 'builder@demo.test')).token;
    for (const section of sections) {
      expect((await post(section, bodies[section], { token: bill, userId: api.demo.borrower.id })).statusCode).toBe(403);
      expect((await post(section, bodies[section], { userId: api.demo.builder.id })).statusCode).toBe(403);
    }
    const billsOwn = await post('contact', { ...contact, firstName: 'Bill', lastName: 'Builder', ssn: '222-33-4444' }, { token: bill, userId: api.demo.builder.id });
    expect(billsOwn.statusCode).toBe(200);
    expect(await contactAnswerOf(api.db, dataKey(), api.demo.builderAccountId)).toMatchObject({ firstName: 'Bill', ssn: '***-**-4444' });
    expect(await contactAnswerOf(api.db, dataKey(), api.demo.borrowerAccountId)).toMatchObject({ firstName: 'Ann', ssn: '***-**-6789' });
  });
});
