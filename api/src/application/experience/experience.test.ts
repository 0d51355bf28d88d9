// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, signIn, startTestApi, testConfig, withSession, type TestApi } from '../../test-support/test-api';
import {
  applicationMessages,
  EmploymentAnswer,
  formMessages,
  RealEstateExperienceAnswer,
  RealEstateOperationAnswer,
  realEstateMessages,
  type EmploymentForm,
  type RealEstateExperienceForm,
  type RealEstateOperationForm,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../../accounts/schema';
import { openAccount } from '../../accounts/accounts';
import { missingSectionsOfAccount } from '../missing-sections';
import { applicationRecords, applicationSections } from '../schema';
import { employmentAnswerOf } from './employment';
import { realEstateExperienceAnswerOf, realEstateOperationAnswerOf } from './real-estate';

/*
 * The Employment Information and Real Estate tabs' calls (spec 002 §7): "POST /users/{id}/profile/employment",
 * "DELETE /users/{id}/profile/employment/{employmentId}", "POST /users/{id}/profile/real_estate_experience", "POST
 * /users/{id}/profile/real_estate_operation", "DELETE /users/{id}/profile/real_estate_operation/{id}".
 */

let api: TestApi;
const dataKey = testConfig().dataEncryptionKey;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Method = 'POST' | 'DELETE';
const call = (method: Method, userId: number, path: string, token: string | null, payload?: object) =>
  api.app.inject({ method, url: `/users/${userId}/profile/${path}`, ...(payload && { payload }), ...(token ? withSession(token) : {}) });

let owners = 0;
/** A verified owner of an account of their own, so each test reads only what it saved. */
async function newOwner() {
  owners += 1;
  const email = `experience-${owners}@example.test`;
  const person = await addPerson(api.db, { email, password: 'Experience-pass-1' });
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const accountId = (await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' })).id;
  const token = (await signIn(api.app, email, 'Experience-pass-1')).token;
  return {
    id: person.id,
    accountId,
    post: (path: string, payload: object) => call('POST', person.id, path, token, payload),
    remove: (path: string) => call('DELETE', person.id, path, token),
    missing: () => missingSectionsOfAccount(api.db, accountId),
  };
}

const job: EmploymentForm = {
  selfEmployed: false,
  employer: 'Acme Builders',
  position: 'Site manager',
  current: true,
  phone: '(555) 010-2020',
  fromDate: '04/01/2019',
  address: '1 Main St',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
};

const experience: RealEstateExperienceForm = {
  flipsLastYear: 2,
  flipsLastThreeYear: 5,
  flipsNextYear: 3,
  flipsLifetime: 12,
  flipsConstructionLifetime: 1,
  flipsConstructionLastThreeYears: 1,
  flipsConstructionLastTwoYears: 0,
  managesProperty: true,
  rentalOwned: 4,
  rentalHeldMoreThanOneYear: 3,
  rentalManagementCourseComplete: true,
  rentalManagementCourseDate: '2021-06-30',
  rentalManagementCourseName: 'Landlord Basics',
  propertyManager: '',
  averagePurchasePrice: 250000,
  averageRehabBudget: null,
};

const operation: RealEstateOperationForm = {
  propertyAddress: { address: '12 Oak Ave', unit: '', city: 'Dallas', state: 'TX', zipCode: '75201' },
  ownershipPercentage: '51.00',
  propertyType: 'single_family',
  purchaseDate: '2022-03-15',
  purchasePrice: 180000,
  saleDate: '2022-11-01',
  salePrice: 260000,
  loan: true,
  mortgage: { lenderName: 'First Bank', balance: 120000, monthlyPayment: 1100 },
};

describe('employment', () => {
  test('added records come back as the list, oldest first, each with its address; the section is no longer missing', async () => {
    const owner = await newOwner();
    expect((await owner.missing()).employment).toBe(true);
    const first = await owner.post('employment', job);
    expect(first.statusCode).toBe(200);
    expect(v.parse(EmploymentAnswer, first.json())).toEqual([
      {
        id: expect.any(Number),
        selfEmployed: false,
        employer: 'Acme Builders',
        position: 'Site manager',
        current: true,
        phone: '(555) 010-2020',
        fromDate: '2019-04-01',
        toDate: null,
        address: { address: '1 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '73301' },
      },
    ]);
    const second = v.parse(EmploymentAnswer, (await owner.post('employment', { ...job, employer: 'Old Co', current: false, fromDate: '', toDate: '2018-12-31' })).json());
    expect(second.map((record) => record.employer)).toEqual(['Acme Builders', 'Old Co']);
    expect(second[1]).toMatchObject({ fromDate: null, toDate: '2018-12-31', current: false });
    expect(await employmentAnswerOf(api.db, dataKey, owner.accountId)).toEqual(second);
    expect((await owner.missing()).employment).toBe(false);
  });

  test('the server clears what the client clears: "Self-employed clears employer", and a current job has no to-date', async () => {
    const owner = await newOwner();
    const [record] = v.parse(EmploymentAnswer, (await owner.post('employment', { ...job, selfEmployed: true, employer: 'Ignored', toDate: '2001-01-01' })).json());
    expect(record).toMatchObject({ selfEmployed: true, employer: '', toDate: null });
  });

  test('bad payloads are refused with the spec\'s texts under their fields', async () => {
    const owner = await newOwner();
    const endsBeforeStart = await owner.post('employment', { ...job, current: false, fromDate: '2020-02-01', toDate: '2020-01-31' });
    expect(endsBeforeStart.statusCode).toBe(400);
    expect(endsBeforeStart.json().errors).toEqual({ toDate: [applicationMessages.employmentEndsBeforeStart] });

    const tooLong = await owner.post('employment', { ...job, employer: 'x'.repeat(256), position: '', zipCode: '7' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ employer: [formMessages.tooLong(255)], position: [formMessages.required], zipCode: [formMessages.zipCode] });

    const noDates = await owner.post('employment', { ...job, fromDate: undefined });
    expect(noDates.json().errors).toEqual({ fromDate: [formMessages.required] });
    expect(v.parse(EmploymentAnswer, (await owner.post('employment', job)).json())).toHaveLength(1);
  });

  test('delete answers the list left; another account\'s record, or one already gone, is a 404', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const [kept, gone] = v.parse(EmploymentAnswer, (await owner.post('employment', { ...job, employer: 'Second' }), await owner.post('employment', { ...job, employer: 'Third' })).json());
    expect(v.parse(EmploymentAnswer, (await owner.remove(`employment/${gone!.id}`)).json())).toEqual([kept]);
    expect((await owner.remove(`employment/${gone!.id}`)).statusCode).toBe(404);
    expect((await other.remove(`employment/${kept!.id}`)).statusCode).toBe(404);
    expect((await owner.remove('employment/not-a-number')).statusCode).toBe(400);
    expect(v.parse(EmploymentAnswer, (await owner.post('employment', job)).json())).toHaveLength(2);
  });
});

describe('real estate experience', () => {
  test('saved whole and answered as saved; the section is no longer missing', async () => {
    const owner = await newOwner();
    expect(await realEstateExperienceAnswerOf(api.db, dataKey, owner.accountId)).toBeNull();
    const response = await owner.post('real_estate_experience', experience);
    expect(response.statusCode).toBe(200);
    const answer = v.parse(RealEstateExperienceAnswer, response.json());
    expect(answer).toEqual({ ...experience, averageRehabBudget: null });
    expect(await realEstateExperienceAnswerOf(api.db, dataKey, owner.accountId)).toEqual(answer);
    expect((await owner.missing()).realEstateExperience).toBe(false);
  });

  test('the server clears what the client clears: "Rental management course not complete clears its date and name"', async () => {
    const owner = await newOwner();
    const answer = v.parse(RealEstateExperienceAnswer, (await owner.post('real_estate_experience', { ...experience, rentalManagementCourseComplete: false })).json());
    expect(answer).toMatchObject({ rentalManagementCourseComplete: false, rentalManagementCourseDate: null, rentalManagementCourseName: '' });
  });

  test('bad payloads: counts, a complete course without its date and name', async () => {
    const owner = await newOwner();
    const response = await owner.post('real_estate_experience', { ...experience, flipsLastYear: -1, flipsNextYear: undefined, rentalManagementCourseDate: '', rentalManagementCourseName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      flipsLastYear: [realEstateMessages.count],
      flipsNextYear: [formMessages.required],
      rentalManagementCourseDate: [formMessages.required],
      rentalManagementCourseName: [formMessages.required],
    });
  });
});

describe('real estate operations', () => {
  test('added properties come back as the list, with the mortgage of a declared loan', async () => {
    const owner = await newOwner();
    expect(await realEstateOperationAnswerOf(api.db, dataKey, owner.accountId)).toEqual([]);
    const response = await owner.post('real_estate_operation', operation);
    expect(response.statusCode).toBe(200);
    expect(v.parse(RealEstateOperationAnswer, response.json())).toEqual([{ ...operation, id: expect.any(Number), ownershipPercentage: 51 }]);
  });

  test('the server clears what the client clears: "No loan on a property removes the mortgage holder"; no sale date, no sale price', async () => {
    const owner = await newOwner();
    const [record] = v.parse(RealEstateOperationAnswer, (await owner.post('real_estate_operation', { ...operation, loan: false, saleDate: '', mortgage: { lenderName: 'x'.repeat(999) } })).json());
    expect(record).toMatchObject({ loan: false, mortgage: null, saleDate: null, salePrice: null });
  });

  test('bad payloads: the sale before the purchase, the share, the mortgage of a declared loan', async () => {
    const owner = await newOwner();
    const response = await owner.post('real_estate_operation', { ...operation, saleDate: '2022-03-14', ownershipPercentage: 0, mortgage: { lenderName: 'First Bank' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      saleDate: [applicationMessages.saleBeforePurchase],
      ownershipPercentage: [formMessages.ownershipPercentage],
      'mortgage.balance': [formMessages.required],
      'mortgage.monthlyPayment': [formMessages.required],
    });
  });

  test('delete answers the list left; another account\'s property is a 404', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const [property] = v.parse(RealEstateOperationAnswer, (await owner.post('real_estate_operation', operation)).json());
    expect((await other.remove(`real_estate_operation/${property!.id}`)).statusCode).toBe(404);
    expect(v.parse(RealEstateOperationAnswer, (await owner.remove(`real_estate_operation/${property!.id}`)).json())).toEqual([]);
    expect((await owner.remove(`real_estate_operation/${property!.id}`)).statusCode).toBe(404);
  });

  test('nothing of these tabs is sensitive: nothing is sealed, everything is kept as answered', async () => {
    const owner = await newOwner();
    await owner.post('employment', job);
    await owner.post('real_estate_operation', operation);
    await owner.post('real_estate_experience', experience);
    const records = await api.db.select({ sealed: applicationRecords.sealed }).from(applicationRecords).where(eq(applicationRecords.accountId, owner.accountId));
    const sections = await api.db.select({ sealed: applicationSections.sealed }).from(applicationSections).where(eq(applicationSections.accountId, owner.accountId));
    expect([...records, ...sections].map((row) => row.sealed)).toEqual([null, null, null]);
  });
});

describe('who may call', () => {
  const calls: [Method, string, object?][] = [
    ['POST', 'employment', job],
    ['DELETE', 'employment/1'],
    ['POST', 'real_estate_experience', experience],
    ['POST', 'real_estate_operation', operation],
    ['DELETE', 'real_estate_operation/1'],
  ];

  test('no session is a 401; another person\'s id, Mia (a Loan Viewer, no application permission) and the unverified are refused with 403', async () => {
    const ann = (await signIn(api.app, 'borrower@demo.test')).token;
    const mia = (await signIn(api.app, 'member@demo.test')).token;
    const uri = (await signIn(api.app, 'unverified@demo.test')).token;
    for (const [method, path, payload] of calls) {
      expect((await call(method, api.demo.borrower.id, path, null, payload)).statusCode).toBe(401);
      expect((await call(method, api.demo.member.id, path, ann, payload)).statusCode).toBe(403);
      expect((await call(method, api.demo.member.id, path, mia, payload)).statusCode).toBe(403);
      expect((await call(method, api.demo.unverified.id, path, uri, payload)).statusCode).toBe(403);
    }
  });
});
