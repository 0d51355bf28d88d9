import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configuredPropertyData, propertyDataSettingsFrom } from './configured-property-data';
import { PropertyDataProviderError, RemotePropertyData } from './remote-property-data';

/** A stand-in of the provider on 127.0.0.1: answers what the test sets, and keeps the requests it got. */
let server: Server;
let url: string;
let answer: { status: number; body: unknown } = { status: 200, body: { property: [] } };
const requests: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/propertyapi/v1.0.0/property/detail`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const provider = () => new RemotePropertyData({ url, apiKey: 'test-key', timeoutMs: 2_000 });

const PROVIDER_RECORD = {
  identifier: { apn: '17167-1402300019', fips: '17167' },
  address: { country: 'US', line1: '123 MAIN ST', unitNumber: null, locality: 'SPRINGFIELD', countrySubd: 'il', postal1: '62701' },
  lot: { lotSize1: 0.17, lotSize2: 7405 },
  building: { rooms: { beds: 3, bathsTotal: 2.5 }, size: { livingSize: 1680.4, bldgSize: 1900 } },
};

test('asks by address with the key in its header and maps each record to a FoundProperty', async () => {
  answer = { status: 200, body: { status: { code: 0 }, property: [PROVIDER_RECORD] } };
  expect(await provider().search({ address: '123 Main St' }, 20)).toEqual([
    {
      address: '123 MAIN ST',
      unit: '',
      city: 'SPRINGFIELD',
      state: 'IL',
      zipCode: '62701',
      apn: '17167-1402300019',
      lotSize: 7405,
      bedrooms: 3,
      total_baths_calculated: 2.5,
      building_sqft: 1680,
    },
  ]);
  const [request] = requests;
  const asked = new URL(request!.url!, 'http://127.0.0.1');
  expect(asked.pathname).toBe('/propertyapi/v1.0.0/property/detail');
  expect(Object.fromEntries(asked.searchParams)).toEqual({ address: '123 Main St', pagesize: '20' });
  expect(request!.headers.apikey).toBe('test-key');
  expect(request!.headers.accept).toBe('application/json');
});

test('asks by APN; leaves out records outside the US or without an address, and keeps at most the limit', async () => {
  const elsewhere = { ...PROVIDER_RECORD, address: { ...PROVIDER_RECORD.address, country: 'CA' } };
  const noAddress = { identifier: { apn: '1' } };
  const unknownFigures = { identifier: { apn: '2' }, address: { line1: '9 Oak Ave', locality: 'Boise', countrySubd: 'ID', postal1: '83702' } };
  answer = { status: 200, body: { property: [elsewhere, noAddress, unknownFigures, PROVIDER_RECORD, PROVIDER_RECORD] } };
  const found = await provider().search({ apn: '17167-1402300019' }, 2);
  expect(found.map((property) => property.apn)).toEqual(['2', '17167-1402300019']);
  expect(found[0]).toMatchObject({ lotSize: null, bedrooms: null, total_baths_calculated: null, building_sqft: null });
  expect(new URL(requests[0]!.url!, 'http://127.0.0.1').searchParams.get('apn')).toBe('17167-1402300019');
});

test('the provider’s 404 is no match; another failure is an error, never an empty list', async () => {
  answer = { status: 404, body: { status: { msg: 'SuccessWithoutResult' } } };
  expect(await provider().search({ address: 'Nowhere Lane' }, 20)).toEqual([]);
  answer = { status: 401, body: { status: { msg: 'Invalid API key' } } };
  await expect(provider().search({ address: '123 Main' }, 20)).rejects.toBeInstanceOf(PropertyDataProviderError);
  answer = { status: 200, body: ['not', 'a', 'list', 'of', 'properties'] };
  await expect(provider().search({ address: '123 Main' }, 20)).rejects.toBeInstanceOf(PropertyDataProviderError);
});

test('only over https, but for the loopback; never without a key', () => {
  expect(() => new RemotePropertyData({ url: 'http://provider.example/detail', apiKey: 'k' })).toThrow('https');
  expect(() => new RemotePropertyData({ url, apiKey: '' })).toThrow('API key');
});

describe('the configuration switch', () => {
  test('local by default; remote with its https address and key', () => {
    expect(propertyDataSettingsFrom({})).toEqual({ provider: 'local' });
    expect(propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: '' })).toEqual({ provider: 'local' });
    const remote = { PROPERTY_DATA_PROVIDER: 'remote', PROPERTY_DATA_URL: 'https://api.provider.example/property/detail', PROPERTY_DATA_API_KEY: 'k' };
    expect(propertyDataSettingsFrom(remote)).toEqual({ provider: 'remote', url: remote.PROPERTY_DATA_URL, apiKey: 'k', timeoutMs: undefined });
    expect(propertyDataSettingsFrom({ ...remote, PROPERTY_DATA_TIMEOUT_MS: '8000' })).toMatchObject({ timeoutMs: 8000 });
    expect(configuredPropertyData(null as never, propertyDataSettingsFrom(remote))).toBeInstanceOf(RemotePropertyData);
  });

  test('a wrong or missing value stops the start with the variable named', () => {
    expect(() => propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: 'attom' })).toThrow('PROPERTY_DATA_PROVIDER');
    expect(() => propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: 'remote', PROPERTY_DATA_API_KEY: 'k' })).toThrow('PROPERTY_DATA_URL');
    expect(() => propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: 'remote', PROPERTY_DATA_URL: 'http://api.provider.example/', PROPERTY_DATA_API_KEY: 'k' })).toThrow('PROPERTY_DATA_URL');
    expect(() => propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: 'remote', PROPERTY_DATA_URL: 'https://api.provider.example/' })).toThrow('PROPERTY_DATA_API_KEY');
    expect(() => propertyDataSettingsFrom({ PROPERTY_DATA_PROVIDER: 'remote', PROPERTY_DATA_URL: 'https://a.example/', PROPERTY_DATA_API_KEY: 'k', PROPERTY_DATA_TIMEOUT_MS: '5s' })).toThrow(
      'PROPERTY_DATA_TIMEOUT_MS',
    );
  });
});
