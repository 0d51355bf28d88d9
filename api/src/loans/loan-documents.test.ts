// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { ASSET_MANAGEMENT_DOCUMENT_KEYS, loanDocumentStatus, LoanDocuments, StoredFile } from '@portal/shared-contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { documents } from '../documents/schema';
import { folderFileStore } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { textOfPdf } from './pdf-text';
import { loanStatements, loans } from './schema';

/*
 * A loan's files (spec 001 §2 "Files Submitted For This Loan"): its documents with their files, its uploads (type
 * Salesforce), its statements made as PDFs, each read and downloaded through the account that owns the loan.
 */

const MB = 1024 * 1024;
const NOT_FOUND = { message: 'The page or item you asked for does not exist.' };
let api: TestApi;
let ann: string;
let bill: string;
let annsLoans: (typeof loans.$inferSelect)[];
let billsLoans: (typeof loans.$inferSelect)[];

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  bill = (await signIn(api.app, 'builder@demo.test')).token;
  annsLoans = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.borrowerAccountId));
  billsLoans = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId));
});
afterAll(() => api.close());

const annsUrl = (loanId: number, rest: string) => `/users/${api.demo.borrower.id}/loans/${loanId}${rest}`;
const get = (url: string, token = ann) => api.app.inject({ method: 'GET', url, ...withSession(token) });
const documentsOf = async (loanId: number) => {
  const response = await get(annsUrl(loanId, '/docs/type/all'));
  expect(response.statusCode).toBe(200);
  return v.parse(LoanDocuments, response.json());
};
function upload(loanId: number, name: string, bytes: Buffer, { token = ann, userId = api.demo.borrower.id, type = 'Salesforce' } = {}) {
  const body = multipart({ type }, [{ field: 'file', name, type: 'application/pdf', bytes }]);
  return api.app.inject({ method: 'POST', url: `/users/${userId}/loans/${loanId}/docs`, ...body, ...withSession(token) });
}
function filesInStore(): string[] {
  return readdirSync(api.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(api.filesDir, `${entry.parentPath}/${entry.name}`));
}
const activeLoan = () => annsLoans.find((loan) => loan.group === 'active')!;

describe('GET /users/{id}/loans/{loan_id}/docs/type/all', () => {
  test('"Reviewed - Approved", "Submitted Files", "Needed Files": a pending loan lists each of its documents with its counts and files', async () => {
    const pending = annsLoans.filter((loan) => loan.group === 'in_progress');
    const statuses = new Set<string | null>();
    for (const loan of pending) {
      const answer = await documentsOf(loan.id);
      for (const document of answer.standard) statuses.add(loanDocumentStatus(document));
    }
    expect(statuses).toEqual(new Set(['approved', 'submitted', 'needed']));
  });

  test('counts: a rejected file is not submitted, so its document is still needed; an approved one counts as submitted and approved', async () => {
    const [rejected] = await api.db
      .select({ loanId: documents.loanId, type: documents.type })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.documentId, documents.id))
      .where(and(eq(documents.accountId, api.demo.borrowerAccountId), eq(storedFiles.reviewStatus, 'rejected')));
    const answer = await documentsOf(rejected!.loanId!);
    const document = answer.standard.find((type) => type.type === rejected!.type)!;
    expect(document).toMatchObject({ needed: true, submittedCount: 0, approvedCount: 0 });
    expect(document.files).toEqual([{ id: expect.any(Number), name: expect.stringMatching(/\.pdf$/), submitted: expect.any(String), expiration: null, status: 'rejected' }]);
    const approved = answer.standard.find((type) => type.files.some((file) => file.status === 'approved'))!;
    expect(approved).toMatchObject({ needed: false, submittedCount: 1, approvedCount: 1 });
  });

  test('asset_management has every key, possibly empty; an active loan lists its insurance certificate or draw inspection there', async () => {
    const withAssetManagement = await api.db
      .select({ loanId: documents.loanId, section: documents.section, type: documents.type })
      .from(documents)
      .where(and(eq(documents.accountId, api.demo.borrowerAccountId), eq(documents.section, 'insurance')));
    const answer = await documentsOf(withAssetManagement[0]!.loanId!);
    expect(Object.keys(answer.asset_management).sort()).toEqual([...ASSET_MANAGEMENT_DOCUMENT_KEYS].sort());
    expect(answer.asset_management.insurance.map((document) => document.type)).toEqual([withAssetManagement[0]!.type]);
    expect(answer.asset_management.insurance[0]!.files[0]!.expiration).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.asset_management.payoff).toEqual([]);
  });

  test('statements, newest first, named "Statement for <Month> <Year>"; a pending loan has none', async () => {
    const answer = await documentsOf(activeLoan().id);
    expect(answer.statements).toHaveLength(3);
    const ends = answer.statements.map((statement) => statement.period_end);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(answer.statements[0]!.name).toMatch(/^Statement for (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    expect((await documentsOf(annsLoans.find((loan) => loan.group === 'in_progress')!.id)).statements).toEqual([]);
  });

  test("another account's loan answers 404, as a loan that does not exist", async () => {
    const billsView = await get(`/users/${api.demo.builder.id}/loans/${activeLoan().id}/docs/type/all`, bill);
    expect([billsView.statusCode, billsView.json()]).toEqual([404, NOT_FOUND]);
    expect((await get(annsUrl(999999, '/docs/type/all'))).json()).toEqual(NOT_FOUND);
  });
});

describe('POST /users/{id}/loans/{loan_id}/docs', () => {
  test('"upload with type Salesforce": the file joins the loan, first in its salesforce list, and downloads back whole', async () => {
    const loan = activeLoan();
    const bytes = Buffer.from('%PDF-1.7 rehab budget, revised');
    const response = await upload(loan.id, 'Rehab budget v2.pdf', bytes);
    expect(response.statusCode).toBe(200);
    const stored = v.parse(StoredFile, response.json());
    expect(stored).toMatchObject({ name: 'Rehab budget v2.pdf', contentType: 'application/pdf', size: bytes.length });

    const [row] = await api.db.select().from(storedFiles).where(eq(storedFiles.id, stored.id));
    expect(row).toMatchObject({ loanId: loan.id, documentId: null, kind: 'loan_document', accountId: api.demo.borrowerAccountId, uploadedBy: api.demo.borrower.id });
    const { salesforce } = await documentsOf(loan.id);
    expect(salesforce[0]).toEqual({ id: stored.id, name: 'Rehab budget v2.pdf', submitted: stored.uploaded, expiration: null, status: 'submitted' });

    const download = await get(annsUrl(loan.id, `/files/${stored.id}`));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Rehab budget v2.pdf"/);
    expect(download.headers['cache-control']).toBe('no-store');
  });

  test('the type must be Salesforce', async () => {
    const response = await upload(activeLoan().id, 'note.pdf', Buffer.from('%PDF-1.7'), { type: 'Tax Returns' });
    expect(response.statusCode).toBe(400);
  });

  test('"Files: max 25 MB": one byte more is refused with 413 and nothing is kept', async () => {
    const before = filesInStore().length;
    const response = await upload(activeLoan().id, 'survey.pdf', Buffer.alloc(25 * MB + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file "survey.pdf" is too big, please select a file up to 25MB.' });
    expect(filesInStore().length).toBe(before);
  });

  test("an upload to another account's loan answers 404, and what was stored of it is taken back, bytes and record", async () => {
    const previous = await upload(activeLoan().id, 'previous.pdf', Buffer.from('%PDF-1.7 previous'));
    const before = { files: filesInStore().sort(), rows: (await api.db.select({ id: storedFiles.id }).from(storedFiles)).length };
    const response = await upload(annsLoans[0]!.id, 'not-yours.pdf', Buffer.from('%PDF-1.7 mine'), { token: bill, userId: api.demo.builder.id });
    expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    expect({ files: filesInStore().sort(), rows: (await api.db.select({ id: storedFiles.id }).from(storedFiles)).length }).toEqual(before);
    // It was stored and recorded before the loan was checked: the record's id is used up between Ann's two uploads.
    const next = await upload(activeLoan().id, 'next.pdf', Buffer.from('%PDF-1.7 next'));
    expect(next.json<{ id: number }>().id).toBe(previous.json<{ id: number }>().id + 2);
  });

  test('"a file-upload control shown only with loans.write": Mia, a Loan Viewer, is refused', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const response = await upload(activeLoan().id, 'viewer.pdf', Buffer.from('%PDF-1.7'), { token: mia.token, userId: api.demo.member.id });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /users/{id}/loans/{loan_id}/files/{file_id}', () => {
  test('a file filling one of the loan’s documents downloads as the seed wrote it; one whose bytes are gone answers 404, not a broken download', async () => {
    const [seeded, other] = await api.db
      .select({ file: storedFiles, loanId: documents.loanId })
      .from(storedFiles)
      .innerJoin(documents, eq(documents.id, storedFiles.documentId))
      .where(eq(storedFiles.accountId, api.demo.borrowerAccountId))
      .limit(2);
    const download = await get(annsUrl(seeded!.loanId!, `/files/${seeded!.file.id}`));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(seeded!.file.size);
    expect(download.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${seeded!.file.name}"`));

    await folderFileStore(api.filesDir).remove(other!.file.storageKey);
    const missing = await get(annsUrl(other!.loanId!, `/files/${other!.file.id}`));
    expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
  });

  test("a file of another account's loan, or of another loan, answers 404", async () => {
    const [billsFile] = await api.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.accountId, api.demo.builderAccountId), isNotNull(storedFiles.loanId)));
    const asAnn = await get(annsUrl(billsFile!.loanId!, `/files/${billsFile!.id}`));
    const throughAnnsLoan = await get(annsUrl(activeLoan().id, `/files/${billsFile!.id}`));
    expect([asAnn.statusCode, asAnn.json()]).toEqual([404, NOT_FOUND]);
    expect([throughAnnsLoan.statusCode, throughAnnsLoan.json()]).toEqual([404, NOT_FOUND]);

    const [annsFile] = await api.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.accountId, api.demo.borrowerAccountId), isNotNull(storedFiles.loanId)));
    const otherLoan = annsLoans.find((loan) => loan.id !== annsFile!.loanId)!;
    expect((await get(annsUrl(otherLoan.id, `/files/${annsFile!.id}`))).statusCode).toBe(404);
  });
});

describe('GET /users/{id}/loans/{loan_id}/statements/{statement_id}', () => {
  test('"statements are real PDF files the API generates from the loan\'s data": a PDF attachment with the loan number and figures', async () => {
    const loan = activeLoan();
    const [statement] = await api.db.select().from(loanStatements).where(eq(loanStatements.loanId, loan.id)).orderBy(loanStatements.periodEnd);
    const response = await get(annsUrl(loan.id, `/statements/${statement!.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${loan.number}-statement-${statement!.periodEnd.slice(0, 7)}\\.pdf"`));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOfPdf(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Ann Borrower', loan.number, expect.stringContaining(loan.property.address)]));
  });

  test("another account's statement, or a statement of another loan, answers 404", async () => {
    const billsActive = billsLoans.find((loan) => loan.group === 'active')!;
    const [billsStatement] = await api.db.select().from(loanStatements).where(eq(loanStatements.loanId, billsActive.id));
    const asAnn = await get(annsUrl(billsActive.id, `/statements/${billsStatement!.id}`));
    const throughAnnsLoan = await get(annsUrl(activeLoan().id, `/statements/${billsStatement!.id}`));
    expect([asAnn.statusCode, asAnn.json()]).toEqual([404, NOT_FOUND]);
    expect([throughAnnsLoan.statusCode, throughAnnsLoan.json()]).toEqual([404, NOT_FOUND]);
  });
});
