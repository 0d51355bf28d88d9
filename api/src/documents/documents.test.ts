// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { lowerEnvironmentDataKey } from '../config';
import { AccountDocumentList, ENTITY_DOCUMENT_TYPES, TOP_MISSING_DOCUMENTS_LINES, TopMissingDocuments } from '@portal/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { addressLineOf } from '../dashboard/summaries';
import { addEntity, entitiesOf } from '../entities/entities';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';
import { documents } from './schema';

/*
 * The documents area: the borrower's own documents (spec 002 §2.2, `GET /users/{id}/docs`) and the dashboard's Missing
 * Docs panel (spec 001 §3 'top missing documents'), on the demo data and documents the tests add.
 */

let api: TestApi;
let ann: string;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const get = (url: string, token = ann) => api.app.inject({ method: 'GET', url, ...withSession(token) });
let keys = 0;
/** A file of the document as the lender's review left it, `daysAgo` days old. */
function fileOf(accountId: number, documentId: number, reviewStatus: 'submitted' | 'approved' | 'rejected', daysAgo: number, expiresOn: string | null = null) {
  keys += 1;
  return {
    accountId,
    kind: 'account_document',
    storageKey: `ff/ff/${String(keys).padStart(32, '0')}`,
    name: `${reviewStatus}-${daysAgo}.pdf`,
    contentType: 'application/pdf',
    size: 10,
    sha256: '0'.repeat(64),
    documentId,
    reviewStatus,
    expiresOn,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  };
}

describe('GET /users/{id}/docs', () => {
  test('"Document: type, submitted, expiration, status, link, linkTemplate, files, approvedCount": the borrower’s own documents, by type, each described by its newest file', async () => {
    const response = await get(`/users/${api.demo.borrower.id}/docs`);
    expect(response.statusCode).toBe(200);
    const list = v.parse(AccountDocumentList, response.json());
    // Neither a loan's nor an entity's document is the borrower's own.
    expect(list.map((document) => document.type)).toEqual(['1098 Form 2025', 'Borrower Authorization', 'Business Tax Returns 2024', 'Photo ID', 'Proof of Address']);
    const byType = Object.fromEntries(list.map((document) => [document.type, document]));
    // A rejected file is not submitted; the newest file describes the document.
    expect(byType['Proof of Address']).toMatchObject({ status: 'submitted', submittedCount: 1, approvedCount: 0, neededCount: 0, linkTemplate: 'proof-of-address-checklist.pdf' });
    expect(byType['Proof of Address']!.files.map((file) => file.status)).toEqual(['submitted', 'rejected']);
    expect(byType['Proof of Address']!.submitted).toBe(byType['Proof of Address']!.files[0]!.submitted);
    // Asked for, nothing sent: a Needed File, with the blank form to fill.
    expect(byType['Borrower Authorization']).toMatchObject({ submitted: null, status: null, submittedCount: 0, neededCount: 1, files: [], linkTemplate: 'borrower-authorization-form.pdf' });
    expect(byType['Photo ID']).toMatchObject({ status: 'approved', approvedCount: 1, linkTemplate: null, expiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  test('read through the account: Bill sees none of Ann’s documents; My Documents needs mydocs.read, which a Loan Viewer lacks', async () => {
    const bill = await signIn(api.app, 'builder@demo.test');
    expect((await get(`/users/${api.demo.builder.id}/docs`, bill.token)).json()).toEqual([]);
    const mia = await signIn(api.app, 'member@demo.test');
    expect((await get(`/users/${api.demo.member.id}/docs`, mia.token)).statusCode).toBe(403);
  });
});

describe('GET /users/{id}/top_missing_documents', () => {
  const read = async () => {
    const response = await get(`/users/${api.demo.borrower.id}/top_missing_documents`);
    expect(response.statusCode).toBe(200);
    return v.parse(TopMissingDocuments, response.json());
  };

  test('"top missing documents for loans (id, loan, address, document list, needed_documents_count, percentage_to_funded 0 to 1)": most needed first, at most 5', async () => {
    const { loans: lines } = await read();
    expect(lines).toHaveLength(TOP_MISSING_DOCUMENTS_LINES);
    const counts = lines.map((line) => line.needed_documents_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rows = await api.db.select().from(loans).where(inArray(loans.id, lines.map((line) => line.id)));
    for (const line of lines) {
      const loan = rows.find((row) => row.id === line.id)!;
      expect(['in_progress', 'active']).toContain(loan.group);
      expect(line).toMatchObject({ loan: loan.number, address: addressLineOf(loan.property), percentage_to_funded: loan.percentageToFunded });
      expect(line.documents).toHaveLength(line.needed_documents_count);
      expect(line.percentage_to_funded).toBeGreaterThanOrEqual(0);
      expect(line.percentage_to_funded).toBeLessThanOrEqual(1);
    }
  });

  test('a loan that needs more than every listed one comes first; a paid loan is never listed', async () => {
    const accountId = api.demo.borrowerAccountId;
    const [pending] = await api.db.select().from(loans).where(and(eq(loans.accountId, accountId), eq(loans.group, 'in_progress'))).limit(1);
    const [paid] = await api.db.select().from(loans).where(and(eq(loans.accountId, accountId), eq(loans.group, 'paid'))).limit(1);
    const extra = ['Survey', 'Flood Certificate', 'HOA Questionnaire', 'Lease Agreement', 'Rent Roll', 'W-9', 'Contractor Bid', 'Permit'];
    await api.db.insert(documents).values(extra.map((type) => ({ accountId, loanId: pending!.id, type })));
    await api.db.insert(documents).values(extra.map((type) => ({ accountId, loanId: paid!.id, type })));
    const { loans: lines } = await read();
    expect(lines[0]!.id).toBe(pending!.id);
    expect(lines[0]!.documents).toEqual(expect.arrayContaining(extra));
    expect(lines.some((line) => line.id === paid!.id)).toBe(false);
  });

  test('entities: "the default needed count is 8 when no document list exists", listed with the lender’s usual list; one with a list names those it still needs', async () => {
    const { entities: lines } = await read();
    const [, trust, corp] = await entitiesOf(api.db, api.demo.borrowerAccountId);
    expect(lines).toEqual([
      { id: corp!.id, name: 'Ann Flips Corp', documents: [...ENTITY_DOCUMENT_TYPES], needed_documents_count: 8 },
      { id: trust!.id, name: 'Borrower Family Trust', documents: ['Resolution to Borrow', "Signers' Government-Issued IDs", 'W-9'], needed_documents_count: 3 },
    ]);

    // A file sent for one of the trust's documents takes it off the list.
    const [w9] = await api.db.select().from(documents).where(and(eq(documents.entityId, trust!.id), eq(documents.type, 'W-9')));
    await api.db.insert(storedFiles).values(fileOf(api.demo.borrowerAccountId, w9!.id, 'submitted', 1));
    const after = (await read()).entities.find((line) => line.id === trust!.id);
    expect(after).toEqual({ id: trust!.id, name: 'Borrower Family Trust', documents: ['Resolution to Borrow', "Signers' Government-Issued IDs"], needed_documents_count: 2 });
  });

  test('at most 5 entities, most needed first', async () => {
    for (let index = 0; index < 5; index += 1) {
      await addEntity(
        api.db,
        lowerEnvironmentDataKey(),
        api.demo.borrowerAccountId,
        api.demo.borrower.id,
        {
          name: `Missing Docs ${index} LLC`,
          type: 'llc',
          tin: `00-40000${index}0`,
          phone: '(555) 010-4001',
          businessAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
          mailingAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
        },
      );
    }
    const { entities: lines } = await read();
    expect(lines).toHaveLength(TOP_MISSING_DOCUMENTS_LINES);
    expect(lines.map((line) => line.needed_documents_count)).toEqual([8, 8, 8, 8, 8]);
  });

  test('read through the account: Bill’s panel lists his own loan only', async () => {
    const bill = await signIn(api.app, 'builder@demo.test');
    const answer = v.parse(TopMissingDocuments, (await get(`/users/${api.demo.builder.id}/top_missing_documents`, bill.token)).json());
    const billsLoans = await api.db.select({ id: loans.id }).from(loans).where(eq(loans.accountId, api.demo.builderAccountId));
    expect(answer.loans.every((line) => billsLoans.some((loan) => loan.id === line.id))).toBe(true);
    expect(answer.loans.length).toBeGreaterThan(0);
    expect(answer.entities).toEqual([]);
  });
});
