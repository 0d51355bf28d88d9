// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { buildTestApp, signIn, startTestApi, testConfig, withSession, type TestApi } from '../../test-support/test-api';
import {
  AccountDocumentList,
  ApplicationAnswer,
  applicationSigningMessages,
  formMessages,
  SendApplicationAnswer,
  signingMessages,
} from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { entities } from '../../entities/schema';
import { textOfPdf } from '../../loans/pdf-text';
import { addRecord, saveSection } from '../store';
import { missingSectionsOfAccount } from '../missing-sections';
import { applicationAnswerOf } from './routes';

/*
 * "POST /users/{id}/profile/application/send | type, entity | response docusign_url_embedded_signature" and "POST
 * /users/{id}/profile/application | type, entity, signed true | saves signed application" (spec 002 §4 'Application
 * signing', §7), signed through the lower environments' stand-in.
 */

let api: TestApi;
let ann: string;
let annsEntities: { id: number; name: string }[];
const dataKey = testConfig().dataEncryptionKey;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  annsEntities = await api.db.select({ id: entities.id, name: entities.name }).from(entities).where(eq(entities.accountId, api.demo.borrowerAccountId)).orderBy(asc(entities.id));
});
afterAll(() => api.close());

const annId = () => api.demo.borrower.id;
const post = (path: string, payload: object, token: string | null = ann, userId = annId()) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/profile/application${path}`, payload, ...(token ? withSession(token) : {}) });
const send = (entity: number | string, token: string | null = ann, userId = annId()) => post('/send', { type: 'entity', entity }, token, userId);
const saveSigned = (entity: number, token: string | null = ann) => post('', { type: 'entity', entity, signed: true }, token);
/** The API's own path of the signing address the portal frames (`/api/…`). */
const apiPath = (signingUrl: string) => signingUrl.replace(/^\/api/, '');

/** Every section that signing needs, saved as each tab's save would keep it (finances is not one of them). */
async function completeAnnsSections() {
  const saver = { accountId: api.demo.borrowerAccountId, userId: annId() };
  for (const section of ['contact', 'declarations', 'demographics', 'realEstateExperience']) await saveSection(api.db, dataKey, saver, section, { saved: true });
  await saveSection(api.db, dataKey, saver, 'agreement', { agreed: true });
  await addRecord(api.db, dataKey, saver, 'employment', { employer: 'Borrower Holdings LLC' });
}

test('who may send: a session, application.write and a verified e-mail; only on one’s own id', async () => {
  const entity = annsEntities[0]!.id;
  expect((await send(entity, null)).statusCode).toBe(401);
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  expect((await send(entity, mia, api.demo.member.id)).statusCode).toBe(403);
  expect((await saveSigned(entity, mia)).statusCode).toBe(403);
  expect((await send(entity, ann, api.demo.member.id)).statusCode).toBe(403);
  const uri = (await signIn(api.app, 'unverified@demo.test')).token;
  expect((await send(entity, uri, api.demo.unverified.id)).statusCode).toBe(403);
});

test('the entity must be one of the account’s; the type is "entity"', async () => {
  const bill = (await signIn(api.app, 'builder@demo.test')).token;
  const created = await api.app.inject({
    method: 'POST',
    url: `/users/${api.demo.builder.id}/entities`,
    payload: {
      name: 'Builder Works LLC',
      type: 'llc',
      tin: '00-2000002',
      phone: '(555) 010-1007',
      businessAddress: { address: '1 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
      mailingAddress: { address: '1 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    },
    ...withSession(bill),
  });
  expect(created.statusCode).toBe(200);
  const [billsEntity] = await api.db.select({ id: entities.id }).from(entities).where(eq(entities.accountId, api.demo.builderAccountId));

  const refused = await send(billsEntity!.id);
  expect([refused.statusCode, refused.json().errors]).toEqual([400, { entity: [formMessages.invalidChoice] }]);
  const saved = await saveSigned(billsEntity!.id);
  expect([saved.statusCode, saved.json().errors]).toEqual([400, { entity: [formMessages.invalidChoice] }]);
  const bad = await post('/send', { type: 'person' });
  expect([bad.statusCode, bad.json().errors]).toEqual([400, { type: [formMessages.invalidChoice], entity: [formMessages.required] }]);
  const unsigned = await post('', { type: 'entity', entity: annsEntities[0]!.id, signed: false });
  expect([unsigned.statusCode, unsigned.json().errors]).toEqual([400, { signed: [applicationSigningMessages.signedOnly] }]);
});

test('while a section that signing needs is missing, the send is refused, listing them', async () => {
  const refused = await send(annsEntities[0]!.id);
  expect([refused.statusCode, refused.json()]).toEqual([
    409,
    { message: 'Please complete these sections before signing the application: Agreement, Personal Information, Employment Information, Background Information, Demographics, Real Estate.' },
  ]);
});

test('sent, signed through the stand-in, filed among the borrower’s documents, then saved as signed', async () => {
  await completeAnnsSections();
  const [first, second] = annsEntities as [{ id: number; name: string }, { id: number; name: string }];
  const sent = await send(first.id);
  expect(sent.statusCode).toBe(200);
  const { docusign_url_embedded_signature: signingUrl } = v.parse(SendApplicationAnswer, sent.json());
  expect(signingUrl).toMatch(/^\/api\/e-signature\/[A-Za-z0-9_-]{43}$/);

  // The stand-in's page shows the application's words: who guarantees for which entity, and the certification.
  const page = await api.app.inject({ method: 'GET', url: apiPath(signingUrl), ...withSession(ann) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Guarantor and Borrower Application');
  expect(page.body).toContain(`${first.name} (`);
  expect(page.body).toContain('true, correct and complete');

  // "saves signed application": not before the signing completed.
  const early = await saveSigned(first.id);
  expect([early.statusCode, early.json()]).toEqual([409, { message: applicationSigningMessages.notSignedYet }]);

  const signed = await api.app.inject({ method: 'POST', url: `${apiPath(signingUrl)}/sign`, payload: { name: 'Ann Borrower' }, ...withSession(ann) });
  expect([signed.statusCode, signed.json()]).toEqual([200, { return_url: 'http://127.0.0.1:8080/pdf_signed' }]);
  // The provider's notice saves the application signed at once: a notice later than /pdf_signed loses nothing.
  expect(await applicationAnswerOf(api.db, dataKey, api.demo.borrowerAccountId)).toEqual({ type: 'entity', entity: first.id, signed: true });

  const documents = v.parse(AccountDocumentList, (await api.app.inject({ method: 'GET', url: `/users/${annId()}/docs`, ...withSession(ann) })).json());
  const application = documents.find((document) => document.type === 'Borrower Application')!;
  expect(application.files.map((file) => file.name)).toEqual(['Borrower Application - signed.pdf']);
  const download = await api.app.inject({ method: 'GET', url: `/users/${annId()}/docs/files/${application.files[0]!.id}`, ...withSession(ann) });
  expect(textOfPdf(download.rawPayload)).toEqual(expect.arrayContaining(['Guarantor and Borrower Application', 'Signed: Ann Borrower']));

  // Signed for the first entity only.
  expect((await saveSigned(second.id)).statusCode).toBe(409);
  const saved = await saveSigned(first.id);
  expect([saved.statusCode, v.parse(ApplicationAnswer, saved.json())]).toEqual([200, { type: 'entity', entity: first.id, signed: true }]);
  expect(await applicationAnswerOf(api.db, dataKey, api.demo.borrowerAccountId)).toEqual({ type: 'entity', entity: first.id, signed: true });
  expect((await missingSectionsOfAccount(api.db, api.demo.borrowerAccountId)).application).toBe(false);
});

test('before anything is saved the application answers null', async () => {
  expect(await applicationAnswerOf(api.db, dataKey, api.demo.builderAccountId)).toBeNull();
});

test('"Failed to communicate with eSignature service." when the provider fails', async () => {
  await completeAnnsSections();
  const production = await buildTestApp(api.db, { lowerEnvironment: false, eSignature: { provider: 'none' } });
  try {
    const refused = await production.inject({ method: 'POST', url: `/users/${annId()}/profile/application/send`, payload: { type: 'entity', entity: annsEntities[0]!.id }, ...withSession(ann) });
    expect([refused.statusCode, refused.json()]).toEqual([502, { message: signingMessages.serviceFailed }]);
  } finally {
    await production.close();
  }
  // What was signed before stays signed.
  expect((await applicationAnswerOf(api.db, dataKey, api.demo.borrowerAccountId))?.signed).toBe(true);
});
