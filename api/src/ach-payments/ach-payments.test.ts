// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { AchPaymentAnswer, LoanDetail, LoanDocuments } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { textOfPdf } from '../loans/pdf-text';
import { loans } from '../loans/schema';
import { paymentMethods } from '../payment-methods/schema';

/* POST …/ach_payment and the stand-in's signing (spec 001 §4 'ACH request'; the 'E-signature'). */

let api: TestApi;
let ann: string;
type LoanRow = typeof loans.$inferSelect;
let loan: LoanRow;
let wireId: number;
let achId: number;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  [loan] = (await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), sql`${loans.property}->>'address' = '1912 Hawthorne Ave'`))) as [LoanRow];
  const methods = await api.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, api.demo.borrowerAccountId));
  wireId = methods.find((method) => method.method === 'transfer')!.id;
  achId = methods.find((method) => method.method === 'ach')!.id;
});
afterAll(() => api.close());

const asAnn = () => withSession(ann);
const pay = (body: object, loanId = loan.id, token = ann) =>
  api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/loans/${loanId}/ach_payment`, payload: body, ...withSession(token) });
/** The API's own path of the signing address the portal frames (`/api/…`). */
const apiPath = (signingUrl: string) => signingUrl.replace(/^\/api/, '');
const detail = async () => v.parse(LoanDetail, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}`, ...withSession(ann) })).json());

test('an ACH payment makes the authorization to sign, awaits its signature, and the signed PDF joins the loan\'s files', async () => {
  const answer = await pay({ authorizedAmount: 1250.5, authorized: true, paymentMethod: String(wireId) });
  expect(answer.statusCode).toBe(200);
  const { request, signing_url } = v.parse(AchPaymentAnswer, answer.json());
  expect(request).toMatchObject({ kind: 'achpayment', title: 'ACH Payment 1', status: 'awaiting_signature' });
  expect(signing_url).toMatch(/^\/api\/e-signature\/[A-Za-z0-9_-]{43}$/);
  expect((await detail()).requests.find((shown) => shown.id === request.id)?.status).toBe('awaiting_signature');

  // The stand-in's page shows the document's words and asks for a typed name; it is only for Ann.
  const page = await api.app.inject({ method: 'GET', url: apiPath(signing_url), ...asAnn() });
  expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(page.body).toContain('ACH Payment Authorization');
  expect(page.body).toContain('$1,250.50');
  expect(page.body).toContain('Type your full name to sign');
  const bill = (await signIn(api.app, 'builder@demo.test')).token;
  expect((await api.app.inject({ method: 'GET', url: apiPath(signing_url), ...withSession(bill) })).statusCode).toBe(404);
  expect((await api.app.inject({ method: 'GET', url: apiPath(signing_url) })).statusCode).toBe(401);

  const sign = (name: string) => api.app.inject({ method: 'POST', url: `${apiPath(signing_url)}/sign`, payload: { name }, ...asAnn() });
  expect((await sign('A')).statusCode).toBe(400);
  const signed = await sign('Ann Borrower');
  expect([signed.statusCode, signed.json()]).toEqual([200, { return_url: 'http://127.0.0.1:8080/pdf_signed' }]);
  expect((await sign('Ann Borrower')).statusCode).toBe(409);

  expect((await detail()).requests.find((shown) => shown.id === request.id)?.status).toBe('signed');
  const documents = v.parse(LoanDocuments, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}/docs/type/all`, ...asAnn() })).json());
  const files = documents.asset_management.achpayment.find((document) => document.type === 'ACH Payment 1')!.files;
  expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(['ACH payment authorization.pdf', 'ACH payment authorization - signed.pdf']));
  const signedFile = files.find((file) => file.name.endsWith('signed.pdf'))!;
  const download = await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans/${loan.id}/files/${signedFile.id}`, ...asAnn() });
  expect(textOfPdf(download.rawPayload)).toEqual(expect.arrayContaining(['ACH Payment Authorization', 'Signed: Ann Borrower']));
});

test('"the ACH picker excludes the ach method" and check; authorization, amount and method are required', async () => {
  const refused = async (body: object) => {
    const answer = await pay(body);
    return [answer.statusCode, Object.keys(answer.json().errors ?? {}).sort()];
  };
  expect(await refused({ authorizedAmount: 10, authorized: true, paymentMethod: String(achId) })).toEqual([400, ['paymentMethod']]);
  expect(await refused({ authorizedAmount: 10, authorized: true, paymentMethod: '999999' })).toEqual([400, ['paymentMethod']]);
  expect(await refused({ authorizedAmount: 10, authorized: false, paymentMethod: String(wireId) })).toEqual([400, ['authorized']]);
  expect(await refused({ authorizedAmount: 0, authorized: true, paymentMethod: String(wireId) })).toEqual([400, ['authorizedAmount']]);
});

test('a paid loan is refused with the reason; another account\'s loan is not found', async () => {
  const [paid] = await api.db.select().from(loans).where(and(eq(loans.accountId, api.demo.borrowerAccountId), eq(loans.group, 'paid'))).limit(1);
  const answer = await pay({ authorizedAmount: 10, authorized: true, paymentMethod: String(wireId) }, paid!.id);
  expect([answer.statusCode, answer.json().message]).toEqual([409, 'This request is not available for this loan.']);
  const [billsLoan] = await api.db.select().from(loans).where(eq(loans.accountId, api.demo.builderAccountId)).limit(1);
  expect((await pay({ authorizedAmount: 10, authorized: true, paymentMethod: String(wireId) }, billsLoan!.id)).statusCode).toBe(404);
});

test("the signing page's script and style sheet are served as what they are", async () => {
  const script = await api.app.inject({ method: 'GET', url: '/e-signature-assets/signing.js' });
  expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  expect((await api.app.inject({ method: 'GET', url: '/e-signature-assets/other.js' })).statusCode).toBe(400);
});
