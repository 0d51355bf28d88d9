// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { AccountDocumentList, TOP_MISSING_DOCUMENTS_LINES, TopMissingDocuments } from '@portal/shared-contracts';
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
  test('"Document: type, submitted, expiration, status, ... files, approvedCount": the borrower’s own documents, by type, each described by its newest file', async () => {
    const accountId = api.demo.borrowerAccountId;
    const [taxes, bank] = await api.db
      .insert(documents)
      .values([
        { accountId, type: 'Tax Returns' },
        { accountId, type: 'Bank Statement', templateLink: 'https://lender.example/forms/bank-statement.pdf' },
        { accountId, type: 'Financial Statement', required: false },
      ])
      .returning();
    // Neither a loan's nor an entity's document is the borrower's own.
    const [loan] = await api.db.select().from(loans).where(eq(loans.accountId, accountId)).limit(1);
    const [entity] = await entitiesOf(api.db, accountId);
    await api.db.insert(documents).values([
      { accountId, loanId: loan!.id, type: 'Appraisal Waiver' },
      { accountId, entityId: entity!.id, type: 'Articles of Organization', required: false },
    ]);
    await api.db.insert(storedFiles).values([
      fileOf(accountId, taxes!.id, 'approved', 40, '2030-04-15'),
      fileOf(accountId, taxes!.id, 'submitted', 2),
      fileOf(accountId, bank!.id, 'rejected', 5),
    ]);

    const response = await get(`/users/${api.demo.borrower.id}/docs`);
    expect(response.statusCode).toBe(200);
    const list = v.parse(AccountDocumentList, response.json());
    expect(list.map((document) => document.type)).toEqual(['Bank Statement', 'Financial Statement', 'Tax Returns']);
    const [bankAnswer, financialAnswer, taxesAnswer] = list;
    expect(taxesAnswer).toMatchObject({ id: taxes!.id, status: 'submitted', expiration: null, submittedCount: 2, approvedCount: 1, neededCount: 0, linkTemplate: null });
    expect(taxesAnswer!.files.map((file) => [file.name, file.status, file.expiration])).toEqual([
      ['submitted-2.pdf', 'submitted', null],
      ['approved-40.pdf', 'approved', '2030-04-15'],
    ]);
    expect(taxesAnswer!.submitted).toBe(taxesAnswer!.files[0]!.submitted);
    // A rejected file is not submitted: the lender still needs the document.
    expect(bankAnswer).toMatchObject({ status: 'rejected', submittedCount: 0, approvedCount: 0, neededCount: 1, linkTemplate: 'https://lender.example/forms/bank-statement.pdf' });
    // Not asked for and nothing sent: listed, needing nothing.
    expect(financialAnswer).toMatchObject({ submitted: null, expiration: null, status: null, submittedCount: 0, neededCount: 0, files: [] });
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

  test('entities: "a pending entity without documents needs the default 8", listed without names; one with documents lists those it still needs', async () => {
    const accountId = api.demo.borrowerAccountId;
    const entities = await entitiesOf(api.db, accountId);
    const pending = entities.filter((entity) => entity.status === 'pending');
    let { entities: lines } = await read();
    expect(lines).toEqual(pending.map((entity) => ({ id: entity.id, name: entity.name, documents: [], needed_documents_count: 8 })));

    const [withDocuments] = pending;
    const [articles] = await api.db
      .insert(documents)
      .values([
        { accountId, entityId: withDocuments!.id, type: 'Articles of Organization' },
        { accountId, entityId: withDocuments!.id, type: 'EIN Letter' },
      ])
      .returning();
    await api.db.insert(storedFiles).values(fileOf(accountId, articles!.id, 'submitted', 1));
    ({ entities: lines } = await read());
    expect(lines.at(-1)).toEqual({ id: withDocuments!.id, name: withDocuments!.name, documents: ['EIN Letter'], needed_documents_count: 1 });
  });

  test('at most 5 entities, most needed first', async () => {
    for (let index = 0; index < 5; index += 1) {
      await addEntity(
        api.db,
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
        'pending',
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
