import { parseDate } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { accountOwnedBy } from '../accounts/accounts';
import { addEntity, entitiesOf } from '../entities/entities';
import { storedFiles } from '../files/schema';
import { loans } from '../loans/schema';
import { multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { lowerEnvironmentDataKey } from '../config';

let api: TestApi;
let ann: string;
let annEntityId: number;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  annEntityId = (await entitiesOf(api.db, api.demo.borrowerAccountId))[0]!.id;
});
afterAll(() => api.close());

/** A day from now, as a borrower types it (MM/DD/YYYY); the kit's date field sends YYYY-MM-DD, also taken. */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

const property = {
  address: '123 Main Street',
  unit: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  apn: '17031-0001',
  lotSize: 5000,
  bedrooms: 3,
  total_baths_calculated: 2,
  building_sqft: 1400,
  status: 'vacant',
  closingStatus: null,
  contact: { name: 'Ann Borrower', phone: '(555) 010-1001', notes: 'Call before visiting' },
  visit: { type: 'lock_box', lockBox: { code: '1234', location: 'Front door', notes: '' }, supra: null, appointment: null, other: null },
  hoaFees: '',
};

function purchaseRehab(entityId = annEntityId) {
  return {
    transactionType: 'purchase',
    dealType: { name: 'rehab_fix_and_flip', description: '' },
    propertyType: 'single_family',
    property,
    crosses: [{ address: '125 Main Street', unit: '', city: 'Springfield', state: 'IL', zipCode: '62701', apn: '17031-0002' }],
    purchase: { price: '180000', type: 'standard_sale', shortSaleApproval: null, hasSecondLien: null, hasSecondLienApproval: null, contractExists: 'yes', closingDate: daysFromNow(30), exitStrategy: 'sale' },
    refinance: null,
    propertyRepair: {
      afterRepairEstimate: '320000',
      totalCost: '60000',
      holdback: 'yes',
      totalAmountCompleted: '',
      totalAmountRemaining: '',
      hasAdditionalSqFt: 'no',
      additionalRooms: '',
      futureAdditionalRooms: '',
      additionalBathrooms: '',
      futureAdditionalBathrooms: '',
      additionalSqFt: '',
      totalSqFtAfterRepairs: '',
      permits: { exists: 'yes', explanation: '' },
    },
    entity: { id: entityId },
  };
}

function refinanceBridge() {
  return {
    ...purchaseRehab(),
    transactionType: 'refinance',
    dealType: { name: 'non_rehab_bridge', description: '' },
    purchase: null,
    refinance: { price: '250000', debt: 'yes', liens: [{ price: '120000', payoff: true }, { price: '30000', payoff: false }], asIsValue: '260000', closingDate: daysFromNow(10), exitStrategy: 'refinance' },
    propertyRepair: { ...purchaseRehab().propertyRepair, totalCost: '10000', holdback: 'no', permits: { exists: 'no', explanation: 'Paint and floors only.' } },
  };
}

const submit = (body: unknown, token = ann, userId = api.demo.borrower.id) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/deals`, payload: body as object, ...withSession(token) });

test('a purchase rehab deal with a cross becomes a new loan of the account, pending (in progress), without the stripped fields', async () => {
  const response = await submit(purchaseRehab());
  expect(response.statusCode).toBe(200);
  const created = response.json<{ id: number; number: string; loan_category: string }>();
  expect(created).toEqual({ id: expect.any(Number), number: expect.stringMatching(/^D-\d{6}$/), loan_category: 'new' });

  const [loan] = await api.db.select().from(loans).where(eq(loans.id, created.id));
  expect(loan).toMatchObject({
    accountId: api.demo.borrowerAccountId,
    entityId: annEntityId,
    transactionType: 'purchase',
    dealType: 'rehab_fix_and_flip',
    loanCategory: 'new',
    group: 'in_progress',
    submittedBy: api.demo.borrower.id,
    // Typed MM/DD/YYYY, kept as its day: YYYY-MM-DD.
    estimatedCloseDate: parseDate(purchaseRehab().purchase.closingDate),
  });
  // "Property address also carries lotSize, bedrooms, total_baths_calculated, building_sqft and apn; these are stripped
  // before submit, as are contact name and phone."
  expect(loan!.property).not.toHaveProperty('apn');
  expect(loan!.property).not.toHaveProperty('lotSize');
  expect(loan!.property.contact).toEqual({ notes: 'Call before visiting' });
  expect(loan!.crosses).toEqual([{ address: '125 Main Street', unit: '', city: 'Springfield', state: 'IL', zipCode: '62701' }]);

  // "finds it among their pending loans"
  const pending = await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/loans?group=in_progress`, ...withSession(ann) });
  expect(pending.json<{ records: { number: string; loan_category: string; property: { address: string } }[] }>().records[0]).toMatchObject({
    number: created.number,
    loan_category: 'new',
    property: { address: '123 Main Street' },
  });
});

test('a refinance bridge deal with two liens is taken, its liens kept', async () => {
  const response = await submit(refinanceBridge());
  expect(response.statusCode).toBe(200);
  const [loan] = await api.db.select().from(loans).where(eq(loans.id, response.json<{ id: number }>().id));
  expect(loan!.transaction).toMatchObject({ debt: 'yes', liens: [{ price: 120000, payoff: true }, { price: 30000, payoff: false }] });
});

test('the server refuses what the wizard refuses: a closing date in the past, commercial for a rehab', async () => {
  const late = purchaseRehab();
  late.purchase.closingDate = daysFromNow(-2);
  const past = await submit(late);
  expect(past.statusCode).toBe(400);
  expect(Object.keys(past.json<{ errors: Record<string, string[]> }>().errors)).toContain('purchase.closingDate');

  const commercial = await submit({ ...purchaseRehab(), propertyType: 'commercial' });
  expect(commercial.statusCode).toBe(400);
  expect(Object.keys(commercial.json<{ errors: Record<string, string[]> }>().errors)).toContain('propertyType');
});

test('an entity of another account is refused like a wrong choice, and no loan is made', async () => {
  const loansBefore = (await api.db.select().from(loans)).length;
  const bills = await accountOwnedBy(api.db, api.demo.builder.id);
  const billsEntity = await addEntity(api.db, lowerEnvironmentDataKey(), bills!.id, api.demo.builder.id, {
    name: 'Builder Holdings LLC',
    type: 'llc',
    tin: '00-7654321',
    phone: '(555) 010-1007',
    businessAddress: { address: '1 Oak Road', unit: '', city: 'Boise', state: 'ID', zipCode: '83702' },
    mailingAddress: { address: '1 Oak Road', unit: '', city: 'Boise', state: 'ID', zipCode: '83702' },
  });
  const response = await submit(purchaseRehab(billsEntity.id));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { 'entity.id': ['Please choose one of your entities.'] } });
  expect((await api.db.select().from(loans)).length).toBe(loansBefore);
});

describe('Upload Documents: files sent before the deal exists, attached to its loan', () => {
  const uploadDocument = (name: string, token = ann, userId = api.demo.borrower.id) =>
    api.app.inject({
      method: 'POST',
      url: `/users/${userId}/deal_documents`,
      ...multipart({}, [{ field: 'file', name, type: 'application/pdf', bytes: Buffer.from(`%PDF ${name}`) }]),
      ...withSession(token),
    });

  test('the documents a deal names move onto its new loan', async () => {
    const uploaded = await uploadDocument('purchase-contract.pdf');
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json<{ id: number; name: string }>();
    expect(file).toMatchObject({ name: 'purchase-contract.pdf' });

    const response = await submit({ ...purchaseRehab(), files: [{ id: file.id, name: file.name }] });
    expect(response.statusCode).toBe(200);
    const [row] = await api.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row).toMatchObject({ accountId: api.demo.borrowerAccountId, kind: 'deal_document', loanId: response.json<{ id: number }>().id });
  });

  test('a document already on a loan, or another account’s, refuses the deal and makes no loan', async () => {
    const file = (await uploadDocument('appraisal.pdf')).json<{ id: number; name: string }>();
    expect((await submit({ ...purchaseRehab(), files: [file] })).statusCode).toBe(200);
    const loansBefore = (await api.db.select().from(loans)).length;

    const again = await submit({ ...purchaseRehab(), files: [{ id: file.id, name: file.name }] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { files: ['One of the documents could not be found. Please upload it again.'] } });

    const bill = (await signIn(api.app, 'builder@demo.test')).token;
    const billsFile = (await uploadDocument('bills.pdf', bill, api.demo.builder.id)).json<{ id: number; name: string }>();
    const stolen = await submit({ ...purchaseRehab(), files: [{ id: billsFile.id, name: billsFile.name }] });
    expect(stolen.statusCode).toBe(400);
    expect((await api.db.select().from(loans)).length).toBe(loansBefore);
  });

  test('an unverified borrower cannot upload a deal document', async () => {
    const uri = (await signIn(api.app, 'unverified@demo.test')).token;
    const response = await uploadDocument('contract.pdf', uri, api.demo.unverified.id);
    expect(response.statusCode).toBe(403);
  });
});
