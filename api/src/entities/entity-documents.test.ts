// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, ENTITY_DOCUMENT_TYPES, UPLOAD_MAX_BYTES, EntityList, formMessages, verificationMessages, type Entity } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { storedFiles } from '../files/schema';
import { zipEntryNames } from '../test-support/zip-entries';

/*
 * An entity's documents (spec 002 §2.1, §7): "upload /users/{id}/entities/{entity_id}/docs | files with type", the files
 * and "GET /users/{id}/entities/{entity}/get_zip/{type}", always through the account the session operates on.
 */

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const base = () => `/users/${api.demo.borrower.id}/entities`;

async function annsEntity(name: string, token = ann): Promise<Entity> {
  const response = await api.app.inject({ method: 'GET', url: base(), ...withSession(token) });
  return v.parse(EntityList, response.json()).find((entity) => entity.name === name)!;
}

function upload(entityId: number, type: string, files: { name: string; text: string }[], token = ann, userId = api.demo.borrower.id) {
  const body = multipart({ type }, files.map((file) => ({ field: 'files', name: file.name, type: 'application/pdf', bytes: Buffer.from(file.text) })));
  return api.app.inject({ method: 'POST', url: `/users/${userId}/entities/${entityId}/docs`, ...body, ...withSession(token) });
}

describe('upload /users/{id}/entities/{entity_id}/docs', () => {
  test('the files fill the document of their type; once nothing is needed the entity is approved', async () => {
    const trust = await annsEntity('Borrower Family Trust');
    expect(trust.status).toBe('pending');
    const needed = trust.docs!.filter((document) => document.neededCount > 0).map((document) => document.type);
    expect(needed).toEqual(['Resolution to Borrow', "Signers' Government-Issued IDs", 'W-9']);

    const first = await upload(trust.id, 'W-9', [{ name: 'w9.pdf', text: '%PDF w9' }]);
    expect(first.statusCode).toBe(200);
    const afterFirst = v.parse(EntityList, first.json()).find((entity) => entity.id === trust.id)!;
    expect(afterFirst).toMatchObject({ status: 'pending', neededFiles: 2 });
    expect(afterFirst.docs!.find((document) => document.type === 'W-9')).toMatchObject({ neededCount: 0, submittedCount: 1, files: [{ name: 'w9.pdf', status: 'submitted' }] });

    // Several files in one upload, as "files with type" says.
    expect((await upload(trust.id, "Signers' Government-Issued IDs", [{ name: 'ann-id.pdf', text: 'id 1' }, { name: 'co-signer-id.pdf', text: 'id 2' }])).statusCode).toBe(200);
    const last = await upload(trust.id, 'Resolution to Borrow', [{ name: 'resolution.pdf', text: 'resolved' }]);
    const approved = v.parse(EntityList, last.json()).find((entity) => entity.id === trust.id)!;
    // "An entity is pending while any of its documents has a non-zero neededCount, approved otherwise."
    expect(approved).toMatchObject({ status: 'approved', neededFiles: 0 });
    expect(approved.docs!.find((document) => document.type.startsWith('Signers'))!.files.map((file) => file.name).sort()).toEqual(['ann-id.pdf', 'co-signer-id.pdf']);
  });

  test('an entity without a list gets the lender’s list with its first upload', async () => {
    const corp = await annsEntity('Ann Flips Corp');
    expect(corp.docs).toBeNull();
    const response = await upload(corp.id, 'EIN Confirmation Letter', [{ name: 'ein.pdf', text: 'EIN' }]);
    expect(response.statusCode).toBe(200);
    const listed = v.parse(EntityList, response.json()).find((entity) => entity.id === corp.id)!;
    expect(listed.docs!.map((document) => document.type).sort()).toEqual([...ENTITY_DOCUMENT_TYPES].sort());
    expect(listed).toMatchObject({ status: 'pending', neededFiles: 7 });
  });

  test('a type the entity is not asked for is refused, and the file is not kept', async () => {
    const holdings = await annsEntity('Borrower Holdings LLC');
    const before = (await api.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId))).length;
    const response = await upload(holdings.id, 'Birth Certificate', [{ name: 'cert.pdf', text: 'cert' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { type: [formMessages.invalidChoice] } });
    expect((await api.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId))).length).toBe(before);
  });

  test('"Files: max 25 MB": one byte more is refused with 413 and nothing is kept', async () => {
    const trust = await annsEntity('Borrower Family Trust');
    const before = (await api.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId))).length;
    const body = multipart({ type: 'W-9' }, [{ field: 'files', name: 'w9.pdf', type: 'application/pdf', bytes: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1) }]);
    const response = await api.app.inject({ method: 'POST', url: `${base()}/${trust.id}/docs`, ...body, ...withSession(ann) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file "w9.pdf" is too big, please select a file up to 25MB.' });
    expect((await api.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId))).length).toBe(before);
  });

  test('another account’s entity answers 404 as one that does not exist; the refusals of access come first', async () => {
    const holdings = await annsEntity('Borrower Holdings LLC');
    const bill = await signIn(api.app, 'builder@demo.test');
    expect((await upload(holdings.id, 'W-9', [{ name: 'w9.pdf', text: 'x' }], bill.token, api.demo.builder.id)).statusCode).toBe(404);
    expect((await upload(999_999, 'W-9', [{ name: 'w9.pdf', text: 'x' }])).statusCode).toBe(404);
    // "Entity creation and entity-document upload need entity.write": Theo (Loan Processor) has entity.read only.
    const theo = await signIn(api.app, 'teams@demo.test');
    await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: api.demo.borrowerAccountId }, ...withSession(theo.token) });
    const refused = await upload(holdings.id, 'W-9', [{ name: 'w9.pdf', text: 'x' }], theo.token, api.demo.teams.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: accessMessages.permissionMissing });
    // "Upload needs a verified e-mail."
    const uri = await signIn(api.app, 'unverified@demo.test');
    const unverified = await upload(1, 'W-9', [{ name: 'w9.pdf', text: 'x' }], uri.token, api.demo.unverified.id);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: verificationMessages.notVerifiedYet });
  });
});

describe('the entity’s files and zips', () => {
  test('a file downloads to its account only; the zip holds the type’s files', async () => {
    const holdings = await annsEntity('Borrower Holdings LLC');
    const operating = holdings.docs!.find((document) => document.type === 'Operating Agreement or Bylaws')!;
    const file = operating.files[0]!;
    const own = await api.app.inject({ method: 'GET', url: `${base()}/${holdings.id}/files/${file.id}`, ...withSession(ann) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`filename="${file.name}"`);
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const zip = await api.app.inject({ method: 'GET', url: `${base()}/${holdings.id}/get_zip/${encodeURIComponent(operating.type)}`, ...withSession(ann) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('Borrower Holdings LLC - Operating Agreement or Bylaws.zip');
    expect(zipEntryNames(zip.rawPayload)).toEqual([file.name]);

    // A file of another entity of the account is not this entity's.
    const trust = await annsEntity('Borrower Family Trust');
    expect((await api.app.inject({ method: 'GET', url: `${base()}/${trust.id}/files/${file.id}`, ...withSession(ann) })).statusCode).toBe(404);
    // Bill, another account, gets the 404 of what does not exist.
    const bill = await signIn(api.app, 'builder@demo.test');
    const theirs = `/users/${api.demo.builder.id}/entities/${holdings.id}`;
    expect((await api.app.inject({ method: 'GET', url: `${theirs}/files/${file.id}`, ...withSession(bill.token) })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${theirs}/get_zip/W-9`, ...withSession(bill.token) })).statusCode).toBe(404);
    // A type the entity has no document of.
    expect((await api.app.inject({ method: 'GET', url: `${base()}/${holdings.id}/get_zip/Birth%20Certificate`, ...withSession(ann) })).statusCode).toBe(404);
  });

  test('"entity documents are visible with entity.doc.read": without it the files and zips are refused', async () => {
    const holdings = await annsEntity('Borrower Holdings LLC');
    const theo = await signIn(api.app, 'teams@demo.test');
    await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: api.demo.borrowerAccountId }, ...withSession(theo.token) });
    const fileId = holdings.docs![0]!.files[0]!.id;
    const file = await api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}/entities/${holdings.id}/files/${fileId}`, ...withSession(theo.token) });
    expect(file.statusCode).toBe(403);
    const zip = await api.app.inject({ method: 'GET', url: `/users/${api.demo.teams.id}/entities/${holdings.id}/get_zip/W-9`, ...withSession(theo.token) });
    expect(zip.statusCode).toBe(403);
  });
});
