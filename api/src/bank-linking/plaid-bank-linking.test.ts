import { COMPANY, type LinkedAccount } from '@portal/shared-contracts';
import { ASSET_REPORT_DAYS, BankLinkingError, type BankLinking, type BankLinkingUser } from './bank-linking';
import type { BankLinkingSettings } from './bank-linking-settings';
import { PlaidBankLinking, phoneE164 } from './plaid-bank-linking';

/*
 * The Plaid adapter against a fake Plaid: a fetch that keeps each request as sent and answers as Plaid's API reference
 * documents (https://plaid.com/docs/api/): JSON on 200, and on failure an HTTP 4xx/5xx with `error_type`, `error_code`,
 * `error_message` and `request_id`. No network, no Plaid account.
 */

type PlaidConfig = Extract<BankLinkingSettings, { provider: 'plaid' }>;

const SANDBOX: PlaidConfig = { provider: 'plaid', clientId: 'client-5e2f91a0', secret: 'sandbox-secret-0d4b77c1e9', environment: 'sandbox', redirectUri: null };
const PRODUCTION: PlaidConfig = {
  provider: 'plaid',
  clientId: 'client-5e2f91a0',
  secret: 'production-secret-8a13f6d2b4',
  environment: 'production',
  redirectUri: 'https://portal.lender.example/plaid/oauth',
};
const HOSTS = { sandbox: 'https://sandbox.plaid.com', production: 'https://production.plaid.com' } as const;

const PUBLIC_TOKEN = 'public-sandbox-b0e2c4ee-a763-4df5-bfe9-46a46bce993d';
const ACCESS_TOKEN = 'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6';
const OTHER_ACCESS_TOKEN = 'access-sandbox-8ab976e6-64bc-4b38-98f7-731e7a349970';
const ASSET_REPORT_TOKEN = 'assets-sandbox-6f12f5bb-22dd-4855-b918-f47ec439198a';
const ITEM_ID = 'M5eVJqLnv3tbzdngLDp9FL5OlDNxlNhlE55op';
/** What no error may say: the log shows errors. */
const NEVER_TOLD = [SANDBOX.secret, PRODUCTION.secret, PUBLIC_TOKEN, ACCESS_TOKEN, OTHER_ACCESS_TOKEN, ASSET_REPORT_TOKEN];

const ANN: BankLinkingUser = { clientUserId: 'portal-user-42', legalName: 'Ann Marie Borrower', email: 'ann.borrower@example.com', phoneNumber: '(555) 010-1001' };

// Plaid's answers, after the examples of its API reference.
const LINK_TOKEN_ANSWER = { link_token: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176', expiration: '2020-03-27T12:56:34Z', request_id: 'XQVgFigpGHXkb0b' };
const EXCHANGE_ANSWER = { access_token: ACCESS_TOKEN, item_id: ITEM_ID, request_id: 'Aim3b' };
const itemAnswer = (item: Record<string, unknown> = {}) => ({
  item: {
    available_products: ['balance', 'identity'],
    billed_products: ['assets'],
    products: ['assets'],
    consent_expiration_time: null,
    error: null,
    institution_id: 'ins_109508',
    institution_name: 'First Platypus Bank',
    item_id: ITEM_ID,
    update_type: 'background',
    webhook: '',
    ...item,
  },
  status: { last_webhook: null },
  request_id: 'm8MDnv9okwxFNBV',
});
const LOGO = 'iVBORw0KGgoAAAANSUhEUgAAAJgAAACYCAMAAAAvHNATAAAA';
const institutionAnswer = (logo: string | null = LOGO) => ({
  institution: {
    country_codes: ['US'],
    institution_id: 'ins_109508',
    name: 'First Platypus Bank',
    products: ['assets', 'auth', 'balance', 'identity', 'transactions'],
    routing_numbers: ['011000138'],
    oauth: false,
    primary_color: '#1f1f1f',
    url: 'https://plaid.com',
    logo,
  },
  request_id: 'm8MDnv9okwxFNBV',
});
const ASSET_REPORT_CREATED = { asset_report_token: ASSET_REPORT_TOKEN, asset_report_id: '1f414183-220c-44f5-b0c8-bc0e6d4053bb', request_id: 'Iam3b' };
const REPORT_ANSWER = {
  report: {
    asset_report_id: 'bf3a0490-344c-4620-a219-2693162e4b1d',
    client_report_id: null,
    date_generated: '2020-06-05T22:47:53Z',
    days_requested: 90,
    items: [
      {
        item_id: ITEM_ID,
        institution_id: 'ins_109508',
        institution_name: 'First Platypus Bank',
        date_last_updated: '2020-06-05T22:47:52Z',
        accounts: [
          {
            account_id: '3gE5gnRzNyfXpBK5wEEKcymJ5albGVUqg77gr',
            balances: { available: 200, current: 210, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
            days_available: 90,
            historical_balances: [{ current: 210, date: '2020-06-04', iso_currency_code: 'USD', unofficial_currency_code: null }],
            mask: '1111',
            name: 'Plaid Saving',
            official_name: 'Plaid Silver Standard 0.1% Interest Saving',
            owners: [
              {
                addresses: [
                  { data: { city: 'Malakoff', country: 'US', postal_code: '14236', region: 'NY', street: '2992 Cameron Road' }, primary: true },
                  { data: { city: 'Austin', country: 'US', postal_code: null, region: 'TX', street: null }, primary: false },
                ],
                emails: [
                  { data: 'accountholder0@example.com', primary: true, type: 'primary' },
                  { data: 'accountholder1@example.com', primary: false, type: 'secondary' },
                ],
                names: ['Alberta Bobbeth Charleson'],
                phone_numbers: [{ data: '1112223333', primary: false, type: 'home' }],
              },
            ],
            ownership_type: null,
            subtype: 'savings',
            transactions: [{ account_id: '3gE5gnRzNyfXpBK5wEEKcymJ5albGVUqg77gr', amount: 25, date: '2020-06-01', pending: false, transaction_id: 'x1jm7MPDA3ijNveNwg8lhq5dmqJjr3U9WmD3G' }],
            type: 'depository',
          },
          {
            account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
            balances: { available: null, current: 43200, iso_currency_code: null, limit: null, unofficial_currency_code: 'USDC' },
            days_available: 90,
            historical_balances: [],
            mask: null,
            name: 'Plaid Brokerage',
            official_name: null,
            owners: [],
            ownership_type: null,
            subtype: null,
            transactions: [],
            type: 'investment',
          },
        ],
      },
      {
        item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6',
        institution_id: 'ins_3',
        institution_name: 'Chase',
        date_last_updated: '2020-06-05T22:47:52Z',
        accounts: [
          {
            account_id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
            balances: { available: 100, current: 110, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
            days_available: 90,
            historical_balances: [],
            mask: '0000',
            name: 'Plaid Checking',
            official_name: 'Plaid Gold Standard 0% Interest Checking',
            // An owner Plaid knows only the name of.
            owners: [{ names: ['Alberta Charleson'], emails: [], phone_numbers: [], addresses: [] }],
            ownership_type: null,
            subtype: 'checking',
            transactions: [],
            type: 'depository',
          },
        ],
      },
    ],
    user: { client_user_id: ANN.clientUserId, email: ANN.email, first_name: 'Ann Marie', last_name: 'Borrower', middle_name: null, phone_number: '+15550101001', ssn: null },
  },
  warnings: [],
  request_id: 'eYupqX1mZkEuQRx',
};
/** A PDF's first bytes, some of them not UTF-8: a binary answer must reach the caller unchanged. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
const REMOVED_ANSWER = { request_id: 'm8MDnv9okwxFNBV' };

/** Plaid's error object, as its errors reference shows it. */
const plaidError = (error_type: string, error_code: string, error_message: string) => ({
  error_type,
  error_code,
  error_message,
  display_message: null,
  request_id: 'HNTDNrA8F1shFEW',
  causes: [],
  documentation_url: 'https://plaid.com/docs/errors/',
  suggested_action: null,
});

type Answer =
  | { status?: number; json: unknown }
  | { status?: number; bytes: Buffer; contentType: string }
  | { status: number; text: string; contentType: string }
  | { fails: unknown };

interface SentRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  signal: AbortSignal | null | undefined;
}

/** Plaid, faked: each path's answers in turn; each request kept as the adapter sent it. A path it has no answer for fails the test. */
function fakePlaid(answers: Record<string, Answer | Answer[]>) {
  const queues = new Map(Object.entries(answers).map(([path, answer]) => [path, Array.isArray(answer) ? [...answer] : [answer]]));
  const sent: SentRequest[] = [];
  const fetchImpl = jest.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    sent.push({ url, method: init?.method, headers: Object.fromEntries(new Headers(init?.headers)), body: JSON.parse(String(init?.body)) as Record<string, unknown>, signal: init?.signal });
    const answer = queues.get(new URL(url).pathname)?.shift();
    if (!answer) throw new Error(`The fake Plaid has no answer for ${url}`);
    if ('fails' in answer) throw answer.fails;
    if ('bytes' in answer) return new Response(new Uint8Array(answer.bytes), { status: answer.status ?? 200, headers: { 'content-type': answer.contentType } });
    if ('text' in answer) return new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { sent, plaid: (settings: PlaidConfig = SANDBOX) => new PlaidBankLinking(settings, fetchImpl) };
}

/** The body each request carried, without the credentials every one of them carries. */
const bodiesOf = (sent: SentRequest[]) => sent.map(({ body: { client_id: _id, secret: _secret, ...rest } }) => rest);

/** What the promise was rejected with; a promise that resolves fails the test. */
const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => {
      throw new Error(`Expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );

function expectNothingToldIn(error: unknown) {
  // An Error, though not always of this realm's Error (fetch's DOMException is Node's own).
  const { message } = error as { message?: unknown };
  expect(typeof message).toBe('string');
  const told = `${String(message)} ${JSON.stringify(error)}`;
  for (const secret of NEVER_TOLD) expect(told).not.toContain(secret);
}

describe.each([
  ['sandbox', SANDBOX],
  ['production', PRODUCTION],
] as const)('in %s', (environment, settings) => {
  test("every call is a JSON POST to Plaid's endpoint on the environment's host, with the client id and secret in the body", async () => {
    const { sent, plaid } = fakePlaid({
      '/link/token/create': { json: LINK_TOKEN_ANSWER },
      '/item/public_token/exchange': { json: EXCHANGE_ANSWER },
      '/item/get': { json: itemAnswer() },
      '/institutions/get_by_id': { json: institutionAnswer() },
      '/asset_report/create': { json: ASSET_REPORT_CREATED },
      '/asset_report/get': { json: REPORT_ANSWER },
      '/asset_report/pdf/get': { bytes: PDF_BYTES, contentType: 'application/pdf' },
      '/item/remove': { json: REMOVED_ANSWER },
    });
    const linking: BankLinking = plaid(settings);
    await linking.createLinkToken({ user: ANN });
    await linking.exchangePublicToken(PUBLIC_TOKEN);
    await linking.item(ACCESS_TOKEN);
    await linking.createAssetReport([ACCESS_TOKEN], { daysRequested: ASSET_REPORT_DAYS, user: ANN });
    await linking.assetReport(ASSET_REPORT_TOKEN);
    await linking.assetReportPdf(ASSET_REPORT_TOKEN);
    await linking.removeItem(ACCESS_TOKEN);

    const host = HOSTS[environment];
    expect(sent.map(({ url }) => url)).toEqual(
      [
        '/link/token/create',
        '/item/public_token/exchange',
        '/item/get',
        '/institutions/get_by_id',
        '/asset_report/create',
        '/asset_report/get',
        '/asset_report/pdf/get',
        '/item/remove',
      ].map((path) => `${host}${path}`),
    );
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['plaid-version']).toBe('2020-09-14');
      expect(request.body).toMatchObject({ client_id: settings.clientId, secret: settings.secret });
      // The secret travels in the body only: no header carries it.
      expect(Object.values(request.headers).join(' ')).not.toContain(settings.secret);
      // Each call gives up after a while (AbortSignal.timeout) instead of hanging on Plaid.
      expect(request.signal).toBeInstanceOf(AbortSignal);
      expect(request.signal?.aborted).toBe(false);
    }
  });
});

describe('/link/token/create', () => {
  test('a new link asks for the assets product for the portal\'s user id, and answers the link token and its expiration', async () => {
    const { sent, plaid } = fakePlaid({ '/link/token/create': { json: LINK_TOKEN_ANSWER } });
    expect(await plaid().createLinkToken({ user: ANN })).toEqual({ linkToken: LINK_TOKEN_ANSWER.link_token, expiration: LINK_TOKEN_ANSWER.expiration });
    // Exactly these fields: no redirect_uri (none configured), no access_token (not update mode), nothing else of the person.
    expect(sent[0]!.body).toEqual({
      client_id: SANDBOX.clientId,
      secret: SANDBOX.secret,
      client_name: COMPANY.name,
      language: 'en',
      country_codes: ['US'],
      user: { client_user_id: 'portal-user-42', legal_name: 'Ann Marie Borrower', email_address: 'ann.borrower@example.com', phone_number: '+15550101001' },
      products: ['assets'],
    });
  });

  test('update mode names the item by its access token and asks for no product; a configured redirect_uri goes along', async () => {
    const { sent, plaid } = fakePlaid({ '/link/token/create': [{ json: LINK_TOKEN_ANSWER }, { json: LINK_TOKEN_ANSWER }] });
    const linking = plaid(PRODUCTION);
    await linking.createLinkToken({ user: ANN, accessToken: ACCESS_TOKEN });
    await linking.createLinkToken({ user: ANN });

    const [update, fresh] = bodiesOf(sent);
    expect(update).toEqual({
      client_name: COMPANY.name,
      language: 'en',
      country_codes: ['US'],
      user: { client_user_id: 'portal-user-42', legal_name: 'Ann Marie Borrower', email_address: 'ann.borrower@example.com', phone_number: '+15550101001' },
      access_token: ACCESS_TOKEN,
      redirect_uri: PRODUCTION.redirectUri,
    });
    expect(update).not.toHaveProperty('products');
    expect(fresh).toMatchObject({ products: ['assets'], redirect_uri: PRODUCTION.redirectUri });
    expect(fresh).not.toHaveProperty('access_token');
  });

  test('a phone Plaid cannot take as E.164 is left out, as is a missing one', async () => {
    const { sent, plaid } = fakePlaid({ '/link/token/create': [{ json: LINK_TOKEN_ANSWER }, { json: LINK_TOKEN_ANSWER }] });
    await plaid().createLinkToken({ user: { ...ANN, phoneNumber: null } });
    await plaid().createLinkToken({ user: { ...ANN, phoneNumber: '+44 20 7946 0958' } });
    for (const body of bodiesOf(sent)) {
      expect(body.user).toEqual({ client_user_id: 'portal-user-42', legal_name: 'Ann Marie Borrower', email_address: 'ann.borrower@example.com' });
    }
  });
});

test('phoneE164: US numbers as the portal keeps them become E.164; anything else is null', () => {
  expect(phoneE164('(555) 010-1001')).toBe('+15550101001');
  expect(phoneE164('555.010.1001')).toBe('+15550101001');
  expect(phoneE164('1 (555) 010-1001')).toBe('+15550101001');
  expect(phoneE164('+1 555 010 1001')).toBe('+15550101001');
  expect(phoneE164('010-1001')).toBeNull();
  expect(phoneE164('2 (555) 010-1001')).toBeNull();
  expect(phoneE164('+44 20 7946 0958')).toBeNull();
  expect(phoneE164('')).toBeNull();
  expect(phoneE164(null)).toBeNull();
});

test('/item/public_token/exchange: the public token for the access token and the item id', async () => {
  const { sent, plaid } = fakePlaid({ '/item/public_token/exchange': { json: EXCHANGE_ANSWER } });
  expect(await plaid().exchangePublicToken(PUBLIC_TOKEN)).toEqual({ accessToken: ACCESS_TOKEN, itemId: ITEM_ID });
  expect(sent[0]!.body).toEqual({ client_id: SANDBOX.clientId, secret: SANDBOX.secret, public_token: PUBLIC_TOKEN });
});

describe('/item/get', () => {
  test('the item, with its institution looked up by id (logo included), is answered healthy', async () => {
    const { sent, plaid } = fakePlaid({ '/item/get': { json: itemAnswer() }, '/institutions/get_by_id': { json: institutionAnswer() } });
    expect(await plaid().item(ACCESS_TOKEN)).toEqual({
      itemId: ITEM_ID,
      institution: { id: 'ins_109508', name: 'First Platypus Bank', logo: `data:image/png;base64,${LOGO}` },
      loginRequired: false,
    });
    expect(bodiesOf(sent)).toEqual([{ access_token: ACCESS_TOKEN }, { institution_id: 'ins_109508', country_codes: ['US'], options: { include_optional_metadata: true } }]);
    // The institution lookup needs no token of the item.
    expect(JSON.stringify(sent[1]!.body)).not.toContain(ACCESS_TOKEN);
  });

  test("an item whose error is ITEM_LOGIN_REQUIRED is loginRequired; another item error is not; no logo is null", async () => {
    const loginRequired = plaidError(
      'ITEM_ERROR',
      'ITEM_LOGIN_REQUIRED',
      "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    );
    const notResponding = plaidError('INSTITUTION_ERROR', 'INSTITUTION_NOT_RESPONDING', 'this institution is not currently responding to this request. please try again soon');
    const { plaid } = fakePlaid({
      '/item/get': [{ json: itemAnswer({ error: loginRequired }) }, { json: itemAnswer({ error: notResponding }) }],
      '/institutions/get_by_id': [{ json: institutionAnswer(null) }, { json: institutionAnswer(null) }],
    });
    expect(await plaid().item(ACCESS_TOKEN)).toEqual({ itemId: ITEM_ID, institution: { id: 'ins_109508', name: 'First Platypus Bank', logo: null }, loginRequired: true });
    expect(await plaid().item(ACCESS_TOKEN)).toMatchObject({ loginRequired: false });
  });

  test('an item Plaid names no institution for is an INSTITUTION_NOT_FOUND BankLinkingError, without a lookup', async () => {
    const { sent, plaid } = fakePlaid({ '/item/get': { json: itemAnswer({ institution_id: null, institution_name: null }) } });
    const error = await rejectionOf(plaid().item(ACCESS_TOKEN));
    expect(error).toBeInstanceOf(BankLinkingError);
    expect(error).toMatchObject({ code: 'INSTITUTION_NOT_FOUND', details: { path: '/item/get' } });
    expectNothingToldIn(error);
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/item/get']);
  });
});

describe('/asset_report/create', () => {
  test("the access tokens, the days requested, and the report's user with the legal name split into first and last", async () => {
    const { sent, plaid } = fakePlaid({ '/asset_report/create': { json: ASSET_REPORT_CREATED } });
    expect(await plaid().createAssetReport([ACCESS_TOKEN, OTHER_ACCESS_TOKEN], { daysRequested: ASSET_REPORT_DAYS, user: ANN })).toEqual({
      assetReportId: ASSET_REPORT_CREATED.asset_report_id,
      assetReportToken: ASSET_REPORT_TOKEN,
    });
    expect(sent[0]!.body).toEqual({
      client_id: SANDBOX.clientId,
      secret: SANDBOX.secret,
      access_tokens: [ACCESS_TOKEN, OTHER_ACCESS_TOKEN],
      days_requested: 90,
      options: { user: { client_user_id: 'portal-user-42', first_name: 'Ann Marie', last_name: 'Borrower', email: 'ann.borrower@example.com', phone_number: '+15550101001' } },
    });
  });

  test('a one-word name is both first and last name; no phone, no phone_number', async () => {
    const { sent, plaid } = fakePlaid({ '/asset_report/create': { json: ASSET_REPORT_CREATED } });
    await plaid().createAssetReport([ACCESS_TOKEN], { daysRequested: 30, user: { ...ANN, legalName: '  Cher ', phoneNumber: null } });
    expect(bodiesOf(sent)[0]).toEqual({
      access_tokens: [ACCESS_TOKEN],
      days_requested: 30,
      options: { user: { client_user_id: 'portal-user-42', first_name: 'Cher', last_name: 'Cher', email: 'ann.borrower@example.com' } },
    });
  });
});

describe('/asset_report/get', () => {
  test("the report's items and accounts as the contract's LinkedAccount: balances, and owners' e-mails, phones and addresses as text", async () => {
    const { sent, plaid } = fakePlaid({ '/asset_report/get': { json: REPORT_ANSWER } });
    const savings: LinkedAccount = {
      account_id: '3gE5gnRzNyfXpBK5wEEKcymJ5albGVUqg77gr',
      name: 'Plaid Saving',
      mask: '1111',
      type: 'depository',
      subtype: 'savings',
      balances: { available: 200, current: 210, iso_currency_code: 'USD' },
      owners: [
        {
          names: ['Alberta Bobbeth Charleson'],
          emails: ['accountholder0@example.com', 'accountholder1@example.com'],
          phone_numbers: ['1112223333'],
          addresses: ['2992 Cameron Road, Malakoff, NY 14236', 'Austin, TX'],
        },
      ],
    };
    const brokerage: LinkedAccount = {
      account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
      name: 'Plaid Brokerage',
      mask: null,
      type: 'investment',
      subtype: null,
      balances: { available: null, current: 43200, iso_currency_code: null },
      owners: [],
    };
    const checking: LinkedAccount = {
      account_id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
      name: 'Plaid Checking',
      mask: '0000',
      type: 'depository',
      subtype: 'checking',
      balances: { available: 100, current: 110, iso_currency_code: 'USD' },
      owners: [{ names: ['Alberta Charleson'], emails: [], phone_numbers: [], addresses: [] }],
    };
    expect(await plaid().assetReport(ASSET_REPORT_TOKEN)).toEqual({
      assetReportId: 'bf3a0490-344c-4620-a219-2693162e4b1d',
      dateGenerated: '2020-06-05T22:47:53Z',
      items: [
        { itemId: ITEM_ID, institutionId: 'ins_109508', institutionName: 'First Platypus Bank', accounts: [savings, brokerage] },
        { itemId: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6', institutionId: 'ins_3', institutionName: 'Chase', accounts: [checking] },
      ],
    });
    expect(sent[0]!.body).toEqual({ client_id: SANDBOX.clientId, secret: SANDBOX.secret, asset_report_token: ASSET_REPORT_TOKEN });
  });

  test("an account Plaid gives no owners for has none", async () => {
    const [item] = REPORT_ANSWER.report.items;
    const { owners: _owners, ...withoutOwners } = item!.accounts[0]!;
    const { plaid } = fakePlaid({ '/asset_report/get': { json: { ...REPORT_ANSWER, report: { ...REPORT_ANSWER.report, items: [{ ...item, accounts: [withoutOwners] }] } } } });
    const report = await plaid().assetReport(ASSET_REPORT_TOKEN);
    expect(report?.items[0]?.accounts[0]?.owners).toEqual([]);
  });

  test('a report Plaid has not made yet (PRODUCT_NOT_READY) is null; another asset report error is thrown', async () => {
    const { plaid } = fakePlaid({
      '/asset_report/get': [
        { status: 400, json: plaidError('ASSET_REPORT_ERROR', 'PRODUCT_NOT_READY', '') },
        {
          status: 400,
          json: plaidError('ASSET_REPORT_ERROR', 'DATA_UNAVAILABLE', 'unable to pull sufficient data for all items to generate this report. please see the "causes" field for more details'),
        },
      ],
    });
    expect(await plaid().assetReport(ASSET_REPORT_TOKEN)).toBeNull();
    const error = await rejectionOf(plaid().assetReport(ASSET_REPORT_TOKEN));
    expect(error).toBeInstanceOf(BankLinkingError);
    expect(error).toMatchObject({ code: 'DATA_UNAVAILABLE', details: { status: 400, path: '/asset_report/get', requestId: 'HNTDNrA8F1shFEW' } });
  });
});

test('/asset_report/pdf/get: the PDF as Plaid sent it, byte for byte, in a Buffer', async () => {
  const { sent, plaid } = fakePlaid({ '/asset_report/pdf/get': { bytes: PDF_BYTES, contentType: 'application/pdf' } });
  const pdf = await plaid().assetReportPdf(ASSET_REPORT_TOKEN);
  expect(Buffer.isBuffer(pdf)).toBe(true);
  expect(pdf.equals(PDF_BYTES)).toBe(true);
  expect(sent[0]!.body).toEqual({ client_id: SANDBOX.clientId, secret: SANDBOX.secret, asset_report_token: ASSET_REPORT_TOKEN });
});

test('/item/remove: the item named by its access token', async () => {
  const { sent, plaid } = fakePlaid({ '/item/remove': { json: REMOVED_ANSWER } });
  await expect(plaid().removeItem(ACCESS_TOKEN)).resolves.toBeUndefined();
  expect(sent[0]!.body).toEqual({ client_id: SANDBOX.clientId, secret: SANDBOX.secret, access_token: ACCESS_TOKEN });
});

describe("Plaid's error answers", () => {
  // The error messages here quote what was sent, as the adapter supposes Plaid's may: the BankLinkingError must not.
  const healthyItem: Record<string, Answer> = { '/item/get': { json: itemAnswer() } };
  test.each([
    {
      call: 'exchangePublicToken',
      path: '/item/public_token/exchange',
      status: 400,
      error: plaidError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', `provided public token ${PUBLIC_TOKEN} is expired. Public tokens expire 30 minutes after creation`),
      run: (linking: BankLinking) => linking.exchangePublicToken(PUBLIC_TOKEN),
    },
    {
      call: 'createLinkToken',
      path: '/link/token/create',
      status: 400,
      error: plaidError('INVALID_INPUT', 'INVALID_API_KEYS', `invalid client_id or secret provided (${SANDBOX.secret})`),
      run: (linking: BankLinking) => linking.createLinkToken({ user: ANN, accessToken: ACCESS_TOKEN }),
    },
    {
      call: 'item',
      path: '/item/get',
      status: 400,
      error: plaidError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', `provided access token ${ACCESS_TOKEN} is in an invalid format. expected format: access-<environment>-<identifier>`),
      run: (linking: BankLinking) => linking.item(ACCESS_TOKEN),
    },
    {
      call: 'item (institution lookup)',
      path: '/institutions/get_by_id',
      status: 400,
      error: plaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided'),
      run: (linking: BankLinking) => linking.item(ACCESS_TOKEN),
      before: healthyItem,
    },
    {
      call: 'createAssetReport',
      path: '/asset_report/create',
      status: 400,
      error: plaidError('ASSET_REPORT_ERROR', 'PRODUCT_NOT_ENABLED', `the 'assets' product is not enabled for ${ACCESS_TOKEN}`),
      run: (linking: BankLinking) => linking.createAssetReport([ACCESS_TOKEN], { daysRequested: ASSET_REPORT_DAYS, user: ANN }),
    },
    {
      call: 'assetReportPdf',
      path: '/asset_report/pdf/get',
      status: 400,
      error: plaidError('ASSET_REPORT_ERROR', 'PRODUCT_NOT_READY', `asset report ${ASSET_REPORT_TOKEN} is not ready`),
      run: (linking: BankLinking) => linking.assetReportPdf(ASSET_REPORT_TOKEN),
    },
    {
      call: 'removeItem',
      path: '/item/remove',
      status: 400,
      error: plaidError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', `provided access token ${ACCESS_TOKEN} is in an invalid format`),
      run: (linking: BankLinking) => linking.removeItem(ACCESS_TOKEN),
    },
    {
      call: 'item (Plaid failing)',
      path: '/item/get',
      status: 500,
      error: plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', `an unexpected error occurred while handling ${ACCESS_TOKEN}`),
      run: (linking: BankLinking) => linking.item(ACCESS_TOKEN),
    },
  ])('$call: HTTP $status from $path is a BankLinkingError of its error_code, naming no token', async ({ path, status, error, run, before }) => {
    const { plaid } = fakePlaid({ ...before, [path]: { status, json: error } });
    const failure = await rejectionOf(run(plaid()));
    expect(failure).toBeInstanceOf(BankLinkingError);
    expect(failure).toMatchObject({ code: error.error_code, details: { status, path, requestId: 'HNTDNrA8F1shFEW' } });
    const { message } = failure as BankLinkingError;
    expect(message).toContain(error.error_code);
    expect(message).toContain(path);
    expect(message).not.toContain(error.error_message);
    expectNothingToldIn(failure);
  });

  test('an answer that is not Plaid\'s JSON (a proxy\'s 502 page) is a BankLinkingError of code UNKNOWN with the status', async () => {
    const { plaid } = fakePlaid({ '/item/remove': { status: 502, text: '<html><body>502 Bad Gateway</body></html>', contentType: 'text/html' } });
    const failure = await rejectionOf(plaid().removeItem(ACCESS_TOKEN));
    expect(failure).toBeInstanceOf(BankLinkingError);
    expect(failure).toMatchObject({ code: 'UNKNOWN', details: { status: 502, path: '/item/remove' } });
    expectNothingToldIn(failure);
  });
});

describe('Plaid out of reach', () => {
  const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 203.0.113.7:443'), { code: 'ECONNREFUSED' }) });
  const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  const calls: [string, string, (linking: BankLinking) => Promise<unknown>][] = [
    ['createLinkToken', '/link/token/create', (linking) => linking.createLinkToken({ user: ANN, accessToken: ACCESS_TOKEN })],
    ['exchangePublicToken', '/item/public_token/exchange', (linking) => linking.exchangePublicToken(PUBLIC_TOKEN)],
    ['item', '/item/get', (linking) => linking.item(ACCESS_TOKEN)],
    ['createAssetReport', '/asset_report/create', (linking) => linking.createAssetReport([ACCESS_TOKEN, OTHER_ACCESS_TOKEN], { daysRequested: ASSET_REPORT_DAYS, user: ANN })],
    ['assetReport', '/asset_report/get', (linking) => linking.assetReport(ASSET_REPORT_TOKEN)],
    ['assetReportPdf', '/asset_report/pdf/get', (linking) => linking.assetReportPdf(ASSET_REPORT_TOKEN)],
    ['removeItem', '/item/remove', (linking) => linking.removeItem(ACCESS_TOKEN)],
  ];

  test.each(calls)('%s rejects with what fetch failed with, not a refusal Plaid stated, and names no secret or token', async (_call, path, run) => {
    for (const failure of [refused, timedOut]) {
      const { plaid } = fakePlaid({ [path]: { fails: failure } });
      const error = await rejectionOf(run(plaid(PRODUCTION)));
      expect(error).toBe(failure);
      expect(error).not.toBeInstanceOf(BankLinkingError);
      expectNothingToldIn(error);
    }
  });
});
