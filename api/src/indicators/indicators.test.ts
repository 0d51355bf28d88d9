// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, Indicators, SignedInBundle } from '@portal/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { documents } from '../documents/schema';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/**
 * The account's "Needed Files" counted in plain code: documents of its loans in progress and active that the lender asks
 * for and that have no file submitted or approved (a rejected file does not count).
 */
async function neededLoanDocuments(accountId: number): Promise<{ id: number; loanId: number }[]> {
  const rows = await api.db
    .select({ id: documents.id, loanId: loans.id, required: documents.required, status: storedFiles.reviewStatus })
    .from(documents)
    .innerJoin(loans, eq(loans.id, documents.loanId))
    .leftJoin(storedFiles, eq(storedFiles.documentId, documents.id))
    .where(and(eq(documents.accountId, accountId), inArray(loans.group, ['in_progress', 'active'])));
  const filled = new Set(rows.filter((row) => row.status === 'submitted' || row.status === 'approved').map((row) => row.id));
  const needed = new Map(rows.filter((row) => row.required && !filled.has(row.id)).map((row) => [row.id, { id: row.id, loanId: row.loanId }]));
  return [...needed.values()];
}

/** A file filling the document, as the lender's review left it. */
const fileFor = (documentId: number, reviewStatus: 'submitted' | 'approved' | 'rejected') =>
  api.db.insert(storedFiles).values({
    accountId: api.demo.borrowerAccountId,
    kind: 'loan_document',
    storageKey: `00/00/${String(documentId).padStart(32, '0')}`.slice(0, 38),
    name: 'filled.pdf',
    contentType: 'application/pdf',
    size: 1,
    sha256: '0'.repeat(64),
    documentId,
    reviewStatus,
  });

const read = (token: string, userId: number) => api.app.inject({ method: 'GET', url: `/users/${userId}/indicators`, ...withSession(token) });

const newEntity = {
  name: 'Counter Test LLC',
  type: 'llc',
  tin: '00-3000001',
  phone: '(555) 010-4001',
  businessAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  mailingAddress: { address: '1 Count St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
};

describe('GET /users/{userId}/indicators', () => {
  test('"sets missing counters": the documents Ann’s pending entities still need (3 of the trust’s, the default 8 of an entity without a list) and her loans’ Needed Files, as the bundle says', async () => {
    const { token, response: signedIn } = await signIn(api.app, 'borrower@demo.test');
    const response = await read(token, api.demo.borrower.id);
    expect(response.statusCode).toBe(200);
    const indicators = v.parse(Indicators, response.json());
    const loanDocuments = (await neededLoanDocuments(api.demo.borrowerAccountId)).length;
    expect(loanDocuments).toBeGreaterThan(0);
    // docs: the one document of her own the lender still asks for (Borrower Authorization).
    expect(indicators).toEqual({
      missing: { count: 11 + loanDocuments, entities: 11, loans: loanDocuments },
      docs: { neededCount: 1 },
      alerts: { application: true, applicationTab: 0 },
    });
    expect(v.parse(SignedInBundle, signedIn.json()).missing).toEqual(indicators.missing);
  });

  test('a new entity raises the counter by the 8 documents of the lender’s list', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const before = v.parse(Indicators, (await read(token, api.demo.borrower.id)).json()).missing;
    const created = await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/entities`, payload: newEntity, ...withSession(token) });
    expect(created.statusCode).toBe(200);
    expect((await read(token, api.demo.borrower.id)).json()).toMatchObject({ missing: { count: before.count + 8, entities: before.entities + 8, loans: before.loans } });
  });

  test('"A document is a Needed File while required and no file of it is submitted or approved": a rejected file leaves it needed, a submitted one does not', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const loansCount = async () => v.parse(Indicators, (await read(token, api.demo.borrower.id)).json()).missing.loans;
    const before = await loansCount();
    const [needed] = await neededLoanDocuments(api.demo.borrowerAccountId);
    await fileFor(needed!.id, 'rejected');
    expect(await loansCount()).toBe(before);
    await api.db.update(storedFiles).set({ reviewStatus: 'submitted' }).where(eq(storedFiles.documentId, needed!.id));
    expect(await loansCount()).toBe(before - 1);
  });

  test('a paid loan needs nothing more: its documents leave the count', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const loansCount = async () => v.parse(Indicators, (await read(token, api.demo.borrower.id)).json()).missing.loans;
    const before = await loansCount();
    const [needed] = await neededLoanDocuments(api.demo.borrowerAccountId);
    const ownNeeded = (await neededLoanDocuments(api.demo.borrowerAccountId)).filter((document) => document.loanId === needed!.loanId).length;
    await api.db.update(loans).set({ group: 'paid', loanCategory: 'paid' }).where(eq(loans.id, needed!.loanId));
    expect(await loansCount()).toBe(before - ownNeeded);
  });

  test('read through the account the session operates on: Bill’s account counts only his own loans’ Needed Files', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const own = (await neededLoanDocuments(api.demo.builderAccountId)).length;
    expect((await read(token, api.demo.builder.id)).json()).toMatchObject({ missing: { count: own, entities: 0, loans: own } });
  });

  test('only for the signed-in person: another person’s id is refused', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const response = await read(token, api.demo.borrower.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.forbidden });
  });
});
