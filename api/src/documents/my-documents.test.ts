// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { AccountDocumentList, accessMessages, UPLOAD_MAX_BYTES, calendarDayOf, documentMessages, formMessages, monthName, twoPriorMonths, verificationMessages } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { storedFiles } from '../files/schema';
import { zipEntryNames } from '../test-support/zip-entries';
import { netWorthRecords } from './schema';

/*
 * My Documents' calls (spec 002 §2.2, §5, §7): uploads of a listed type, the financial statement with its net worth and
 * date, the bank statement package, each file, the blank forms and the zips, always through the account the session
 * operates on.
 */

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const docs = (userId = api.demo.borrower.id) => `/users/${userId}/docs`;
const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);

function send(url: string, fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer }[], token = ann) {
  const body = multipart(fields, files.map((file) => ({ ...file, type: 'application/pdf' })));
  return api.app.inject({ method: 'POST', url, ...body, ...withSession(token) });
}

async function annsDocuments() {
  return v.parse(AccountDocumentList, (await api.app.inject({ method: 'GET', url: docs(), ...withSession(ann) })).json());
}

const filesOfAnn = async () => (await api.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.accountId, api.demo.borrowerAccountId))).length;

describe('upload /users/{id}/docs | type, doc_date, net_worth, file', () => {
  test('a file for a type the lender asks for fills it: the needed document is sent', async () => {
    const response = await send(docs(), { type: 'Borrower Authorization' }, [{ field: 'file', name: 'authorization.pdf', bytes: pdf('signed') }]);
    expect(response.statusCode).toBe(200);
    const answer = v.parse(AccountDocumentList, response.json()).find((document) => document.type === 'Borrower Authorization')!;
    expect(answer).toMatchObject({ neededCount: 0, submittedCount: 1, status: 'submitted', files: [{ name: 'authorization.pdf', status: 'submitted' }] });
  });

  test('"Financial statement upload: net worth and document date are required": kept with its net-worth record', async () => {
    const refused = await send(docs(), { type: 'Financial Statement', doc_date: '', net_worth: '' }, [{ field: 'file', name: 'pfs.pdf', bytes: pdf('pfs') }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { doc_date: [formMessages.required], net_worth: [formMessages.required] } });

    const response = await send(docs(), { type: 'Financial Statement', doc_date: '10/31/2026', net_worth: '1250000.5' }, [{ field: 'file', name: 'pfs.pdf', bytes: pdf('pfs') }]);
    expect(response.statusCode).toBe(200);
    const statement = v.parse(AccountDocumentList, response.json()).find((document) => document.type === 'Financial Statement')!;
    expect(statement).toMatchObject({ submittedCount: 1, neededCount: 0 });
    const fileId = statement.files[0]!.id;
    const [file] = await api.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(file).toMatchObject({ documentDate: '2026-10-31', kind: 'account_document', accountId: api.demo.borrowerAccountId });
    const [record] = await api.db.select().from(netWorthRecords).where(eq(netWorthRecords.fileId, fileId));
    expect(record).toMatchObject({ accountId: api.demo.borrowerAccountId, netWorth: 1250000.5 });
  });

  test('a type the lender does not list (and the bank statements, which have their package) is refused, and the file not kept', async () => {
    const before = await filesOfAnn();
    for (const type of ['Birth Certificate', 'Bank Statement']) {
      const response = await send(docs(), { type }, [{ field: 'file', name: 'x.pdf', bytes: pdf('x') }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { type: [formMessages.invalidChoice] } });
    }
    expect(await filesOfAnn()).toBe(before);
  });

  test('"Files: max 25 MB": one byte more is refused with 413, in a package too, and nothing is kept', async () => {
    const before = await filesOfAnn();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    const single = await send(docs(), { type: 'Photo ID' }, [{ field: 'file', name: 'id.pdf', bytes: big }]);
    expect([single.statusCode, single.json()]).toEqual([413, { message: 'The file "id.pdf" is too big, please select a file up to 25MB.' }]);
    const [first, second] = twoPriorMonths(calendarDayOf(new Date()));
    const fields = { type: 'Bank Statement', file1Date: `${first}-15`, file2Date: `${second}-15` };
    const packaged = await send(`/users/${api.demo.borrower.id}/bank_statement_package`, fields, [{ field: 'file1', name: 'one.pdf', bytes: pdf('one') }, { field: 'file2', name: 'two.pdf', bytes: big }]);
    expect(packaged.statusCode).toBe(413);
    expect(await filesOfAnn()).toBe(before);
  });

  test('"Upload needs a verified e-mail", and mydocs.write on the account', async () => {
    const uri = await signIn(api.app, 'unverified@demo.test');
    const unverified = await send(docs(api.demo.unverified.id), { type: 'Photo ID' }, [{ field: 'file', name: 'id.pdf', bytes: pdf('id') }], uri.token);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: verificationMessages.notVerifiedYet });
    // Theo, a Loan Processor on Ann's account, reads My Documents but does not send them.
    const theo = await signIn(api.app, 'teams@demo.test');
    await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: api.demo.borrowerAccountId }, ...withSession(theo.token) });
    const refused = await send(docs(api.demo.teams.id), { type: 'Photo ID' }, [{ field: 'file', name: 'id.pdf', bytes: pdf('id') }], theo.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: accessMessages.permissionMissing });
  });
});

describe('upload /users/{id}/bank_statement_package | type, file1, file2, file1Date, file2Date', () => {
  const url = () => `/users/${api.demo.borrower.id}/bank_statement_package`;
  const statements = [
    { field: 'file1', name: 'september.pdf', bytes: pdf('sept') },
    { field: 'file2', name: 'october.pdf', bytes: pdf('oct') },
  ];
  const today = calendarDayOf(new Date());
  const [older, newer] = twoPriorMonths(today);
  const lastDayOf = (month: string) => calendarDayOf(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0, 12)));

  test('"Bank statement package: all fields required (\'All fields are required.\')", two files with two dates', async () => {
    const missingDates = await send(url(), { type: 'Bank Statement', file1Date: '', file2Date: '' }, statements);
    expect(missingDates.statusCode).toBe(400);
    expect(missingDates.json()).toMatchObject({ errors: { file1Date: [documentMessages.allFieldsRequired], file2Date: [documentMessages.allFieldsRequired] } });
    const oneFile = await send(url(), { type: 'Bank Statement', file1Date: lastDayOf(older), file2Date: lastDayOf(newer) }, statements.slice(0, 1));
    expect(oneFile.statusCode).toBe(400);
  });

  test('"two prior months required when none exist": other months are refused first, the two prior months are filed with their dates', async () => {
    const before = await filesOfAnn();
    const wrong = await send(url(), { type: 'Bank Statement', file1Date: '2020-01-31', file2Date: lastDayOf(newer) }, statements);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: documentMessages.twoPriorMonths([monthName(older), monthName(newer)]) });
    expect(await filesOfAnn()).toBe(before);

    const response = await send(url(), { type: 'Bank Statement', file1Date: lastDayOf(older), file2Date: lastDayOf(newer) }, statements);
    expect(response.statusCode).toBe(200);
    const bank = v.parse(AccountDocumentList, response.json()).find((document) => document.type === 'Bank Statement')!;
    expect(bank.submittedCount).toBe(2);
    const rows = await api.db.select().from(storedFiles).where(and(eq(storedFiles.accountId, api.demo.borrowerAccountId), eq(storedFiles.documentId, bank.id)));
    expect(rows.map((row) => row.documentDate).sort()).toEqual([lastDayOf(older), lastDayOf(newer)]);
    // Each statement expires 90 days after its date.
    expect(rows.every((row) => row.expiresOn! > row.documentDate!)).toBe(true);

    // With statements on file, any two earlier days will do.
    const later = await send(url(), { type: 'Bank Statement', file1Date: '2020-01-31', file2Date: '2020-02-29' }, statements);
    expect(later.statusCode).toBe(200);
  });
});

describe('downloads: a file, a blank form, a zip of a type', () => {
  test('each file and the template download to the account only', async () => {
    const documents = await annsDocuments();
    const address = documents.find((document) => document.type === 'Proof of Address')!;
    const file = address.files[0]!;
    const own = await api.app.inject({ method: 'GET', url: `${docs()}/files/${file.id}`, ...withSession(ann) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const template = await api.app.inject({ method: 'GET', url: `${docs()}/${address.id}/template`, ...withSession(ann) });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('proof-of-address-checklist.pdf');
    // No blank form for this one.
    const photo = documents.find((document) => document.type === 'Photo ID')!;
    expect((await api.app.inject({ method: 'GET', url: `${docs()}/${photo.id}/template`, ...withSession(ann) })).statusCode).toBe(404);

    // Bill gets the 404 of what does not exist; an entity's or a loan's file is not one of My Documents'.
    const bill = await signIn(api.app, 'builder@demo.test');
    expect((await api.app.inject({ method: 'GET', url: `${docs(api.demo.builder.id)}/files/${file.id}`, ...withSession(bill.token) })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${docs(api.demo.builder.id)}/${address.id}/template`, ...withSession(bill.token) })).statusCode).toBe(404);
    const [entityFile] = await api.db.select().from(storedFiles).where(and(eq(storedFiles.accountId, api.demo.borrowerAccountId), eq(storedFiles.kind, 'entity_document')));
    expect((await api.app.inject({ method: 'GET', url: `${docs()}/files/${entityFile!.id}`, ...withSession(ann) })).statusCode).toBe(404);
  });

  test('"GET /users/{id}/docs/get_zip/{type} | query files, n": the type’s files, or those named', async () => {
    const address = (await annsDocuments()).find((document) => document.type === 'Proof of Address')!;
    const all = await api.app.inject({ method: 'GET', url: `${docs()}/get_zip/Proof%20of%20Address?n=1764000000000`, ...withSession(ann) });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('Proof of Address.zip');
    expect(zipEntryNames(all.rawPayload).sort()).toEqual(address.files.map((file) => file.name).sort());
    const one = await api.app.inject({ method: 'GET', url: `${docs()}/get_zip/Proof%20of%20Address?files=${address.files[0]!.id}`, ...withSession(ann) });
    expect(zipEntryNames(one.rawPayload)).toEqual([address.files[0]!.name]);
    // A file the type does not have, a type the borrower has none of, another account: as absent.
    const photo = (await annsDocuments()).find((document) => document.type === 'Photo ID')!;
    expect((await api.app.inject({ method: 'GET', url: `${docs()}/get_zip/Proof%20of%20Address?files=${photo.files[0]!.id}`, ...withSession(ann) })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${docs()}/get_zip/Birth%20Certificate`, ...withSession(ann) })).statusCode).toBe(404);
    const bill = await signIn(api.app, 'builder@demo.test');
    expect((await api.app.inject({ method: 'GET', url: `${docs(api.demo.builder.id)}/get_zip/Proof%20of%20Address`, ...withSession(bill.token) })).statusCode).toBe(404);
  });
});
