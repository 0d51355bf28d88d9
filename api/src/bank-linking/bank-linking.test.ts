// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { addPerson, buildTestApp, fromPortal, signIn, startTestApi, testConfig, withSession, type TestApi } from '../test-support/test-api';
import { buffer } from 'node:stream/consumers';
import {
  accessMessages,
  DOCUMENT_TYPES,
  itemIsPending,
  LinkedItem,
  LinkedItemList,
  LinkTokenAnswer,
  LockedItemList,
  STAND_IN_LINK_TOKEN_PATTERN,
  StandInConnectAnswer,
  verificationMessages,
  type StandInConnectBody,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { memberships, roles, users } from '../accounts/schema';
import { buildApp } from '../app';
import { documents } from '../documents/schema';
import { folderFileStore } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { textOfPdf } from '../loans/pdf-text';
import { digestOf } from '../secrets';
import { bankLinkingTexts } from './bank-linking-texts';
import { standInRequiresLoginAgain } from './local-bank-linking';
import { openProviderSecret } from './sealed-secrets';
import { linkedBankItems, standInAssetReports, standInItems, standInLinkTokens } from './schema';
import { standInAddressOf } from './stand-in-institutions';

/* Proof of Funds over the lower environments' stand-in, driven as the portal and its Link frame drive it. */

let api: TestApi;
let ann: string;
let bill: string;
const annId = () => api.demo.borrower.id;

beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
  bill = (await signIn(api.app, 'builder@demo.test')).token;
});
afterAll(() => api.close());

const plaid = (token: string, userId: number, call: string, payload?: object) =>
  api.app.inject({ method: payload ? 'POST' : 'GET', url: `/users/${userId}/plaid/${call}`, ...(payload && { payload }), ...withSession(token) });

async function linkTokenFor(token = ann, userId = annId()): Promise<string> {
  const response = await plaid(token, userId, 'create_link_token');
  expect(response.statusCode).toBe(200);
  return v.parse(LinkTokenAnswer, response.json()).link_token;
}

const openLink = (linkToken: string, token = ann) => api.app.inject({ method: 'GET', url: `/bank-linking/link/${linkToken}`, ...withSession(token) });
const connect = (linkToken: string, body: Partial<StandInConnectBody>, token = ann) =>
  api.app.inject({ method: 'POST', url: `/bank-linking/link/${linkToken}/connect`, payload: body, ...withSession(token) });

const HARBOR = { username: 'ann.borrower', password: 'any password', institution_id: 'ins_harbor', account_ids: ['ins_harbor_checking', 'ins_harbor_savings'] };

/** Link run to its end in the stand-in's frame, then the portal's create_access_token: the new item, pending. */
async function linkABank(body: Partial<StandInConnectBody> = HARBOR, token = ann, userId = annId()) {
  const connected = await connect(await linkTokenFor(token, userId), body, token);
  expect(connected.statusCode).toBe(200);
  const { public_token } = v.parse(StandInConnectAnswer, connected.json());
  const created = await plaid(token, userId, 'create_access_token', { public_token });
  expect(created.statusCode).toBe(200);
  return v.parse(LinkedItem, created.json());
}

/** The provider is done making the report: its clock moved past the report's ready time. */
const reportIsMade = (assetReportId: string) => api.db.update(standInAssetReports).set({ readyAt: new Date(Date.now() - 1000) }).where(eq(standInAssetReports.assetReportId, assetReportId));

const askForReport = (assetReportId: string, saveToContacts: boolean, token = ann, userId = annId()) =>
  plaid(token, userId, 'asset_report', { asset_report_id: assetReportId, save_to_contacts: saveToContacts });

async function readyItem(body: Partial<StandInConnectBody> = HARBOR) {
  const linked = await linkABank(body);
  await reportIsMade(linked.asset_report_id!);
  expect((await askForReport(linked.asset_report_id!, false)).json()).toEqual({ status: 'ready' });
  return linked.items[0]!.item_id;
}

async function itemsOf(token = ann, userId = annId()) {
  const response = await plaid(token, userId, 'get_item_list');
  expect(response.statusCode).toBe(200);
  return v.parse(LinkedItemList, response.json());
}

const plaidReportFiles = () =>
  api.db
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(documents, eq(documents.id, storedFiles.documentId))
    .where(and(eq(documents.accountId, api.demo.borrowerAccountId), eq(documents.type, DOCUMENT_TYPES.plaid)));

test('a bank linked through the stand-in\'s Link is pending until its report is made, then shows its accounts; the report is filed once as a "Plaid" document', async () => {
  const tokenAnswer = v.parse(LinkTokenAnswer, (await plaid(ann, annId(), 'create_link_token')).json());
  expect(tokenAnswer.link_token).toMatch(STAND_IN_LINK_TOKEN_PATTERN);
  expect(Math.round((Date.parse(tokenAnswer.expiration) - Date.now()) / 60_000)).toBe(30);

  // The Link page: every bank of the stand-in, under its own policy, framed by the portal only.
  const page = await openLink(tokenAnswer.link_token);
  expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('upgrade-insecure-requests');
  for (const bank of ['Harbor National Bank', 'Lone Star Community Bank', 'Summit Credit Union', 'Prairie Savings Bank', 'Coastal Federal Bank', 'Redwood Trust Bank']) expect(page.body).toContain(bank);
  expect(page.body).toContain('This is the lower environments&#39; stand-in: any username and password are accepted.');
  expect(page.body).toContain('<script src="../../bank-linking-assets/link.js"></script>');
  expect(page.body).not.toMatch(/<script>|style="/);

  const connected = await connect(tokenAnswer.link_token, HARBOR);
  expect(connected.statusCode).toBe(200);
  const success = v.parse(StandInConnectAnswer, connected.json());
  expect(success.public_token).toMatch(/^public-local-/);
  expect(success.metadata.institution).toEqual({ institution_id: 'ins_harbor', name: 'Harbor National Bank' });
  expect(success.metadata.accounts.map((account) => [account.name, account.mask, account.subtype])).toEqual([
    ['Harbor Everyday Checking', '4721', 'checking'],
    ['Harbor High-Yield Savings', '8830', 'savings'],
  ]);

  const created = await plaid(ann, annId(), 'create_access_token', { public_token: success.public_token });
  expect(created.statusCode).toBe(200);
  const linked = v.parse(LinkedItem, created.json());
  expect(linked.items).toEqual([
    { item_id: expect.any(String), institution_name: 'Harbor National Bank', institution_id: 'ins_harbor', institution_logo: null, date_last_updated: null, accounts: [] },
  ]);
  expect(itemIsPending(linked)).toBe(true);
  expect((await itemsOf()).find((item) => item.items[0]!.item_id === linked.items[0]!.item_id)).toEqual(linked);

  // The stand-in takes its time (8 seconds in a lower environment): pending, and nothing filed yet.
  expect((await askForReport(linked.asset_report_id!, true)).json()).toEqual({ status: 'pending' });
  expect(await plaidReportFiles()).toEqual([]);

  await reportIsMade(linked.asset_report_id!);
  expect((await askForReport(linked.asset_report_id!, true)).json()).toEqual({ status: 'ready' });
  const ready = (await itemsOf()).find((item) => item.asset_report_id === linked.asset_report_id)!;
  expect(itemIsPending(ready)).toBe(false);
  expect(new Date(ready.items[0]!.date_last_updated!).toISOString()).toBe(ready.items[0]!.date_last_updated);
  const owner = { names: ['Ann Borrower'], emails: ['borrower@demo.test'], phone_numbers: ['(555) 010-1001'], addresses: [standInAddressOf(String(annId()))] };
  expect(ready.items[0]!.accounts).toEqual([
    {
      account_id: success.metadata.accounts[0]!.id,
      name: 'Harbor Everyday Checking',
      mask: '4721',
      type: 'depository',
      subtype: 'checking',
      balances: { available: 48_210.55, current: 48_610.55, iso_currency_code: 'USD' },
      owners: [owner],
    },
    {
      account_id: success.metadata.accounts[1]!.id,
      name: 'Harbor High-Yield Savings',
      mask: '8830',
      type: 'depository',
      subtype: 'savings',
      balances: { available: 125_400, current: 125_400, iso_currency_code: 'USD' },
      owners: [owner],
    },
  ]);

  // "save_to_contacts": the report's PDF among Ann's documents, type Plaid; asking again files nothing more.
  const [filed] = await plaidReportFiles();
  expect(filed!.file).toMatchObject({ kind: 'bank_report', contentType: 'application/pdf', uploadedBy: annId(), accountId: api.demo.borrowerAccountId });
  expect(filed!.file.name).toBe(`Asset report - Harbor National Bank - ${ready.items[0]!.date_last_updated!.slice(0, 10)}.pdf`);
  const text = textOfPdf(await buffer(folderFileStore(api.filesDir).read(filed!.file.storageKey))).join('\n');
  for (const shown of ['Asset Report', 'Harbor National Bank', 'Harbor Everyday Checking (ending 4721)', '$48,210.55', 'Ann Borrower', 'borrower@demo.test']) expect(text).toContain(shown);
  expect((await askForReport(linked.asset_report_id!, true)).json()).toEqual({ status: 'ready' });
  expect(await plaidReportFiles()).toHaveLength(1);
});

test('a report asked for without save_to_contacts fills the accounts and files nothing', async () => {
  const before = (await plaidReportFiles()).length;
  const itemId = await readyItem({ ...HARBOR, institution_id: 'ins_prairie', account_ids: ['ins_prairie_checking'] });
  const item = (await itemsOf()).find((linked) => linked.items[0]!.item_id === itemId)!;
  expect(item.items[0]!.accounts.map((account) => account.mask)).toEqual(['2290']);
  expect(await plaidReportFiles()).toHaveLength(before);
});

describe('the stand-in\'s Link refuses', () => {
  test('a link token used twice: the second Continue, and the page says so', async () => {
    const linkToken = await linkTokenFor();
    expect((await connect(linkToken, HARBOR)).statusCode).toBe(200);
    const again = await connect(linkToken, HARBOR);
    expect([again.statusCode, again.json()]).toEqual([400, { message: bankLinkingTexts.linkUsed }]);
    const page = await openLink(linkToken);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(bankLinkingTexts.linkUsed);
    expect(page.body).not.toContain('Harbor National Bank');
  });

  test('an expired link token (30 minutes)', async () => {
    const linkToken = await linkTokenFor();
    await api.db.update(standInLinkTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(standInLinkTokens.tokenDigest, digestOf(linkToken)));
    const late = await connect(linkToken, HARBOR);
    expect([late.statusCode, late.json()]).toEqual([400, { message: bankLinkingTexts.linkExpired }]);
    expect((await openLink(linkToken)).body).toContain(bankLinkingTexts.linkExpired);
  });

  test("another person's link token, or one that is not one, is not found; without a session, 401", async () => {
    const linkToken = await linkTokenFor();
    expect((await openLink(linkToken, bill)).statusCode).toBe(404);
    expect((await connect(linkToken, HARBOR, bill)).statusCode).toBe(404);
    expect((await openLink(`link-local-${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `/bank-linking/link/${linkToken}` })).statusCode).toBe(401);
    // Ann's own token still works: a stranger's try spent nothing.
    expect((await connect(linkToken, HARBOR)).statusCode).toBe(200);
  });

  test('empty credentials, a bank it does not have, no account or another bank\'s account', async () => {
    const linkToken = await linkTokenFor();
    const fieldsOf = async (body: object) => {
      const response = await connect(linkToken, { ...HARBOR, ...body });
      return [response.statusCode, response.json().errors];
    };
    expect(await fieldsOf({ username: '  ', password: '' })).toEqual([400, { username: ['Please fill in this field.'], password: ['Please fill in this field.'] }]);
    expect(await fieldsOf({ institution_id: 'ins_nowhere' })).toEqual([400, { institution_id: [bankLinkingTexts.chooseOneOfTheBanks] }]);
    expect(await fieldsOf({ account_ids: [] })).toEqual([400, { account_ids: [bankLinkingTexts.atLeastOneAccount] }]);
    expect(await fieldsOf({ account_ids: ['ins_harbor_checking', 'ins_summit_savings'] })).toEqual([400, { account_ids: ['Please choose one of the options.'] }]);
    // None of those spent the link.
    expect((await connect(linkToken, HARBOR)).statusCode).toBe(200);
  });

  test('a public token exchanged twice', async () => {
    const connected = v.parse(StandInConnectAnswer, (await connect(await linkTokenFor(), HARBOR)).json());
    expect((await plaid(ann, annId(), 'create_access_token', { public_token: connected.public_token })).statusCode).toBe(200);
    const again = await plaid(ann, annId(), 'create_access_token', { public_token: connected.public_token });
    expect([again.statusCode, again.json().message]).toEqual([400, bankLinkingTexts.connectionExpired]);
  });
});

describe('a bank that asks for the credentials again', () => {
  test('is listed as locked; update mode asks only for the credentials and unlocks it', async () => {
    const itemId = await readyItem({ ...HARBOR, institution_id: 'ins_coastal', account_ids: ['ins_coastal_checking', 'ins_coastal_money_market'] });
    const locked = () => plaid(ann, annId(), 'get_locked_items').then((response) => v.parse(LockedItemList, response.json()));
    expect((await locked()).map((item) => item.item_id)).not.toContain(itemId);
    await standInRequiresLoginAgain(api.db, itemId);
    expect(await locked()).toContainEqual({ item_id: itemId, institution_name: 'Coastal Federal Bank', institution_id: 'ins_coastal' });

    const update = await plaid(ann, annId(), 'create_link_token_update_mode', { item_id: itemId });
    expect(update.statusCode).toBe(200);
    const linkToken = v.parse(LinkTokenAnswer, update.json()).link_token;
    const page = await openLink(linkToken);
    expect(page.body).toContain('Sign in to <span class="bank-link-bank-name">Coastal Federal Bank</span>');
    expect(page.body).not.toContain('Harbor National Bank');
    expect(page.body).not.toContain('id="step-accounts"');

    const connected = await connect(linkToken, { username: 'ann', password: 'new password' });
    expect(connected.statusCode).toBe(200);
    const success = v.parse(StandInConnectAnswer, connected.json());
    expect(success.public_token).toBeNull();
    expect(success.metadata.institution).toEqual({ institution_id: 'ins_coastal', name: 'Coastal Federal Bank' });
    expect(success.metadata.accounts.map((account) => account.mask)).toEqual(['3871', '6209']);
    expect((await locked()).map((item) => item.item_id)).not.toContain(itemId);
    expect((await itemsOf()).map((item) => item.items[0]!.item_id)).toContain(itemId);
  });

  test('may be removed, at the provider too; a working one may not (409)', async () => {
    const itemId = await readyItem({ ...HARBOR, institution_id: 'ins_redwood', account_ids: ['ins_redwood_checking'] });
    const remove = () => plaid(ann, annId(), 'remove_locked_item', { item_id: itemId });
    const working = await remove();
    expect([working.statusCode, working.json()]).toEqual([409, { message: bankLinkingTexts.notLocked }]);

    await standInRequiresLoginAgain(api.db, itemId);
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    const left = v.parse(LinkedItemList, removed.json());
    expect(left.map((item) => item.items[0]!.item_id)).not.toContain(itemId);
    expect(left).toEqual(await itemsOf());
    expect(await api.db.select().from(standInItems).where(eq(standInItems.itemId, itemId))).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });
});

test("another account's item or report is not found, exactly as one that does not exist", async () => {
  const linked = await linkABank();
  const itemId = linked.items[0]!.item_id;
  const billSays = async (call: string, payload: object) => {
    const response = await plaid(bill, api.demo.builder.id, call, payload);
    return [response.statusCode, response.json()];
  };
  const notFound = [404, { message: 'The page or item you asked for does not exist.' }];
  expect(await billSays('asset_report', { asset_report_id: linked.asset_report_id, save_to_contacts: true })).toEqual(notFound);
  expect(await billSays('asset_report', { asset_report_id: 'no-such-report', save_to_contacts: true })).toEqual(notFound);
  expect(await billSays('create_link_token_update_mode', { item_id: itemId })).toEqual(notFound);
  expect(await billSays('remove_locked_item', { item_id: itemId })).toEqual(notFound);
  expect((await itemsOf(bill, api.demo.builder.id)).map((item) => item.items[0]!.item_id)).not.toContain(itemId);
  expect((await plaid(bill, api.demo.builder.id, 'get_locked_items')).json()).toEqual([]);
});

describe('access, as the contract declares it', () => {
  test('a role with plaid.read only sees the banks and may not link, revalidate, remove or ask for reports', async () => {
    const person = await addPerson(api.db, { email: 'reader@demo.test', password: 'Reader123!' });
    await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
    const [role] = await api.db.insert(roles).values({ accountId: api.demo.borrowerAccountId, name: 'Proof of funds reader', permissions: ['plaid.read'] }).returning();
    await api.db.insert(memberships).values({ userId: person.id, accountId: api.demo.borrowerAccountId, roleId: role!.id });
    const reader = (await signIn(api.app, 'reader@demo.test', 'Reader123!')).token;

    expect(await itemsOf(reader, person.id)).toEqual(await itemsOf());
    const refused = { message: accessMessages.permissionMissing };
    for (const [call, payload] of [
      ['create_link_token', undefined],
      ['create_access_token', { public_token: 'public-local-x' }],
      ['create_link_token_update_mode', { item_id: 'item' }],
      ['remove_locked_item', { item_id: 'item' }],
      ['asset_report', { asset_report_id: 'report', save_to_contacts: true }],
    ] as const) {
      const response = await plaid(reader, person.id, call, payload);
      expect([call, response.statusCode, response.json()]).toEqual([call, 403, refused]);
    }
  });

  test('an unverified person may not open Link', async () => {
    const { token } = await signIn(api.app, 'unverified@demo.test');
    const response = await plaid(token, api.demo.unverified.id, 'create_link_token');
    expect([response.statusCode, response.json()]).toEqual([403, { message: verificationMessages.notVerifiedYet }]);
  });
});

describe('outside lower environments', () => {
  test('the stand-in is absent, and without a provider every call is a 502 saying so', async () => {
    const production = await buildTestApp(api.db, { lowerEnvironment: false, bankLinking: { provider: 'none' } });
    try {
      const linkToken = await linkTokenFor();
      expect((await production.inject({ method: 'GET', url: '/bank-linking-assets/link-initialize.js' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: `/bank-linking/link/${linkToken}`, ...withSession(ann) })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: `/bank-linking/link/${linkToken}/connect`, payload: HARBOR, ...withSession(ann) })).statusCode).toBe(404);
      const refused = await production.inject({ method: 'GET', url: `/users/${annId()}/plaid/create_link_token`, ...withSession(ann) });
      expect([refused.statusCode, refused.json()]).toEqual([502, { message: bankLinkingTexts.serviceFailed }]);
      // What the API keeps answers without the provider.
      expect((await production.inject({ method: 'GET', url: `/users/${annId()}/plaid/get_item_list`, ...withSession(ann) })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

test("the stand-in's script, page script and style sheet are served as what they are, naming the contract's message", async () => {
  const script = await api.app.inject({ method: 'GET', url: '/bank-linking-assets/link-initialize.js' });
  expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  expect(script.body).toContain('var MESSAGE_TYPE = "portal:bank-linking";');
  expect(script.body).toContain('window.Plaid = { create: create };');
  expect((await api.app.inject({ method: 'GET', url: '/bank-linking-assets/link.js' })).body).toContain('var MESSAGE_TYPE = "portal:bank-linking";');
  const style = await api.app.inject({ method: 'GET', url: '/bank-linking-assets/link.css' });
  expect([style.statusCode, style.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  expect(style.body).toContain('.bank-linking-overlay');
  expect((await api.app.inject({ method: 'GET', url: '/bank-linking-assets/other.js' })).statusCode).toBe(400);
});

test('the portal keeps the access sealed, and the stand-in only digests of its tokens', async () => {
  const linked = await linkABank();
  const [row] = await api.db.select().from(linkedBankItems).where(eq(linkedBankItems.itemId, linked.items[0]!.item_id));
  expect(row!.accessTokenSealed).toMatch(/^v1\./);
  expect(row!.assetReportTokenSealed).toMatch(/^v1\./);
  const [item] = await api.db.select().from(standInItems).where(eq(standInItems.itemId, linked.items[0]!.item_id));
  expect(item!.accessTokenDigest).toMatch(/^[0-9a-f]{64}$/);
});

test('no token, credential or access reaches an answer or the log', async () => {
  const lines: string[] = [];
  const app = await buildApp({ db: api.db, config: testConfig({ logLevel: 'trace' }), fileStore: folderFileStore(api.filesDir), logStream: { write: (line) => lines.push(line) } });
  const answers: string[] = [];
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const send = async (options: InjectOptions) => {
    const response = await inject(fromPortal({ ...options, ...withSession(ann) }));
    answers.push(response.body);
    return response;
  };
  const credentials = { username: 'ann-at-harbor-7731', password: 'Hunter2-never-logged!' };
  try {
    const linkToken = v.parse(LinkTokenAnswer, (await send({ method: 'GET', url: `/users/${annId()}/plaid/create_link_token` })).json()).link_token;
    await send({ method: 'GET', url: `/bank-linking/link/${linkToken}` });
    const { public_token } = v.parse(StandInConnectAnswer, (await send({ method: 'POST', url: `/bank-linking/link/${linkToken}/connect`, payload: { ...HARBOR, ...credentials } })).json());
    const linked = v.parse(LinkedItem, (await send({ method: 'POST', url: `/users/${annId()}/plaid/create_access_token`, payload: { public_token } })).json());
    await reportIsMade(linked.asset_report_id!);
    await send({ method: 'POST', url: `/users/${annId()}/plaid/asset_report`, payload: { asset_report_id: linked.asset_report_id, save_to_contacts: true } });
    await send({ method: 'GET', url: `/users/${annId()}/plaid/get_item_list` });
    await send({ method: 'GET', url: `/users/${annId()}/plaid/get_locked_items` });
    // A failure is logged too: the provider's reports are gone, which it answers as an error.
    await api.db.delete(standInAssetReports);
    await api.db.update(linkedBankItems).set({ dateLastUpdated: null }).where(eq(linkedBankItems.itemId, linked.items[0]!.item_id));
    expect((await send({ method: 'POST', url: `/users/${annId()}/plaid/asset_report`, payload: { asset_report_id: linked.asset_report_id, save_to_contacts: false } })).statusCode).toBe(502);

    const [row] = await api.db.select().from(linkedBankItems).where(eq(linkedBankItems.itemId, linked.items[0]!.item_id));
    const accessToken = openProviderSecret(row!.accessTokenSealed, testConfig().dataEncryptionKey);
    const reportToken = openProviderSecret(row!.assetReportTokenSealed, testConfig().dataEncryptionKey);
    expect(accessToken).toMatch(/^access-local-/);
    const log = lines.join('\n');
    expect(log).toContain('The bank-linking service failed');
    expect(log).toContain('INVALID_ASSET_REPORT_TOKEN');
    for (const secret of [accessToken, reportToken, row!.accessTokenSealed, credentials.username, credentials.password]) {
      expect(log).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
    expect(log).not.toContain(linkToken);
    expect(log).not.toContain(public_token!);
    expect(log).not.toContain('access-local-');
  } finally {
    await app.close();
  }
});
