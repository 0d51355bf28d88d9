import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { storedFiles } from './schema';

const MB = 1024 * 1024;
let api: TestApi;
let ann: string;
let bill: string;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  bill = (await signIn(api.app, 'builder@demo.test')).token;
});
afterAll(() => api.close());

const uploadUrl = () => `/users/${api.demo.borrower.id}/dev/files`;

function upload(name: string, bytes: Buffer, token = ann, url = uploadUrl()) {
  const body = multipart({}, [{ field: 'file', name, type: 'text/plain', bytes }]);
  return api.app.inject({ method: 'POST', url, ...body, ...withSession(token) });
}

/** Every file in the store's folder, as paths inside it. */
function filesInStore(): string[] {
  return readdirSync(api.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(api.filesDir, `${entry.parentPath}/${entry.name}`));
}

async function rowsOfAnn() {
  return api.db.select().from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId));
}

test('an upload is stored under the data folder and recorded with its account, kind, name, type, size, sha256, who and when', async () => {
  const bytes = Buffer.from('Purchase contract, signed.');
  const response = await upload('contract.txt', bytes);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ id: expect.any(Number), name: 'contract.txt', contentType: 'text/plain', size: bytes.length, uploaded: expect.any(String) });

  const [row] = await api.db.select().from(storedFiles).where(eq(storedFiles.id, response.json<{ id: number }>().id));
  expect(row).toMatchObject({
    accountId: api.demo.borrowerAccountId,
    kind: 'kit_sample',
    name: 'contract.txt',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedBy: api.demo.borrower.id,
  });
  expect(filesInStore()).toContain(row!.storageKey);
});

test('the account downloads its file as an attachment nobody keeps; another account gets the 404 of a file that does not exist', async () => {
  const bytes = Buffer.from('%PDF-1.7 appraisal');
  const { id } = (await upload('appraisal ü.pdf', bytes)).json<{ id: number }>();

  const own = await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/dev/files/${id}`, ...withSession(ann) });
  expect(own.statusCode).toBe(200);
  expect(own.rawPayload.equals(bytes)).toBe(true);
  expect(own.headers['content-disposition']).toBe(`attachment; filename="appraisal _.pdf"; filename*=UTF-8''appraisal%20%C3%BC.pdf`);
  expect(own.headers['cache-control']).toBe('no-store');

  const other = await api.app.inject({ method: 'GET', url: `/users/${api.demo.builder.id}/dev/files/${id}`, ...withSession(bill) });
  const missing = await api.app.inject({ method: 'GET', url: `/users/${api.demo.builder.id}/dev/files/999999`, ...withSession(bill) });
  expect([other.statusCode, other.json()]).toEqual([404, { message: 'The page or item you asked for does not exist.' }]);
  expect(missing.json()).toEqual(other.json());
});

test('empty files are rejected with the spec\'s message, and nothing is kept', async () => {
  const before = { rows: (await rowsOfAnn()).length, files: filesInStore().length };
  const response = await upload('empty.txt', Buffer.alloc(0));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'The file "empty.txt" is empty, please select a valid file.' });
  expect({ rows: (await rowsOfAnn()).length, files: filesInStore().length }).toEqual(before);
});

test('max 25 MB: one byte more is refused while streaming, with the spec\'s message, and nothing is kept', async () => {
  const before = filesInStore().length;
  const response = await upload('survey.pdf', Buffer.alloc(25 * MB + 1, 1));
  expect(response.statusCode).toBe(413);
  expect(response.json<{ message: string }>().message).toBe('The file "survey.pdf" is too big, please select a file up to 25MB.');
  expect(filesInStore().length).toBe(before);
  expect((await upload('exactly-25.pdf', Buffer.alloc(25 * MB, 1))).statusCode).toBe(200);
});

test('5 MB for xls: a larger spreadsheet is refused with the spec\'s message', async () => {
  const response = await upload('rent roll.xlsx', Buffer.alloc(5 * MB + 1, 1));
  expect(response.statusCode).toBe(413);
  expect(response.json<{ message: string }>().message).toBe('The file "rent roll.xlsx" is too big. XLS file limit is 5MB.');
  expect((await upload('rent roll.xls', Buffer.alloc(5 * MB, 1))).statusCode).toBe(200);
});

test('an upload without a file, JSON sent to an upload, and a file sent where JSON is expected are refused', async () => {
  const noFile = await api.app.inject({ method: 'POST', url: uploadUrl(), ...multipart({ note: 'hello' }, []), ...withSession(ann) });
  expect([noFile.statusCode, noFile.json<{ message: string }>().message]).toEqual([400, 'Please choose a file to upload.']);

  const json = await api.app.inject({ method: 'POST', url: uploadUrl(), payload: {}, ...withSession(ann) });
  expect([json.statusCode, json.json<{ message: string }>().message]).toEqual([415, 'Please send the files as multipart/form-data.']);

  const misplaced = await api.app.inject({ method: 'POST', url: '/check_account', ...multipart({ email: 'ann@demo.test' }, []) });
  expect([misplaced.statusCode, misplaced.json<{ message: string }>().message]).toEqual([415, 'Please send the request body as JSON.']);
});

test('a second file in a one-file field is refused, and the first one is not kept', async () => {
  const before = filesInStore().length;
  const body = multipart({}, [
    { field: 'file', name: 'one.txt', bytes: Buffer.from('one') },
    { field: 'file', name: 'two.txt', bytes: Buffer.from('two') },
  ]);
  const response = await api.app.inject({ method: 'POST', url: uploadUrl(), ...body, ...withSession(ann) });
  expect(response.statusCode).toBe(400);
  expect(filesInStore().length).toBe(before);
});

test("the account's files as one zip, streamed, each file under its name", async () => {
  await upload('notes.txt', Buffer.from('first'));
  await upload('notes.txt', Buffer.from('second'));
  const response = await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/dev/files.zip`, ...withSession(ann) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toContain('filename="kit-samples.zip"');
  const zip = response.rawPayload;
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const names = zip.toString('latin1');
  expect(names).toContain('notes.txt');
  expect(names).toContain('notes (2).txt');
});
