import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiErrorBody, PROPERTY_SEARCH_MAX_RESULTS, PropertySearchResponse, propertySearchMessages, propertySearchQuery, type PropertySearchInput } from '@portal/shared-contracts';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { fromCsv, generateProperties, toCsv } from './generate-properties';
import { PROPERTY_SEARCHES_PER_MINUTE } from './routes';
import { properties } from './schema';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ token } = await signIn(api.app, 'borrower@demo.test'));
});
afterAll(() => api.close());

const searchUrl = (q: string) => `/search_property?${new URLSearchParams({ q })}`;
const search = (criteria: PropertySearchInput) => api.app.inject({ method: 'GET', url: searchUrl(propertySearchQuery(criteria).q), ...withSession(token) });

async function found(criteria: PropertySearchInput) {
  const response = await search(criteria);
  expect(response.statusCode).toBe(200);
  return v.parse(PropertySearchResponse, response.json()).data;
}

async function refusal(q: string) {
  const response = await api.app.inject({ method: 'GET', url: searchUrl(q), ...withSession(token) });
  expect(response.statusCode).toBe(400);
  return v.parse(ApiErrorBody, response.json());
}

describe('the bundled data set', () => {
  const csv = readFileSync(join(__dirname, 'us-properties.csv'), 'utf8');

  test('is what the seeded generator writes, and the migration loaded every row of it', async () => {
    expect(toCsv(generateProperties())).toBe(csv);
    const rows = fromCsv(csv);
    expect(rows.length).toBeGreaterThanOrEqual(1_000);
    const [loaded] = await api.db.select({ rows: count() }).from(properties);
    expect(loaded!.rows).toBe(rows.length);
  });

  test('covers the 50 states and DC, with unique APNs in the spec’s pattern ("optional 5-character prefix with a dash, then word characters")', () => {
    const rows = fromCsv(csv);
    expect(new Set(rows.map((row) => row.state)).size).toBe(51);
    expect(new Set(rows.map((row) => row.apn)).size).toBe(rows.length);
    expect(rows.every((row) => /^(\w{5}-)?\w+$/.test(row.apn) && /^\d{5}$/.test(row.zipCode) && row.address.length <= 100 && row.unit.length <= 10)).toBe(true);
  });
});

describe('GET /search_property?q=', () => {
  test('by APN: the exact parcel, with everything the property address carries', async () => {
    expect(await found({ apn: '17167-1402300019' })).toEqual([
      {
        address: '123 Main Street',
        unit: '',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        apn: '17167-1402300019',
        lotSize: 7405,
        bedrooms: 3,
        total_baths_calculated: 2,
        building_sqft: 1680,
      },
    ]);
    const [condo] = await found({ apn: '5432017009' });
    expect(condo).toMatchObject({ address: '2250 Sunset Boulevard', unit: 'Unit 4B', lotSize: null, total_baths_calculated: 2 });
  });

  test('by a misspelled address: "123 Mian Stret" finds 123 Main Street first', async () => {
    const [best] = await found({ address: '123 Mian Stret' });
    expect(best).toMatchObject({ address: '123 Main Street', city: 'Springfield', state: 'IL' });
  });

  test('by the start of an address, and with the city and an abbreviation', async () => {
    expect((await found({ address: '4810 Cotto' }))[0]).toMatchObject({ address: '4810 Cottonwood Drive', city: 'Boise' });
    expect((await found({ address: '4810 cottonwood dr, boise' }))[0]).toMatchObject({ address: '4810 Cottonwood Drive' });
  });

  test('at most 20, best matches first', async () => {
    const results = await found({ address: 'Main Street' });
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(PROPERTY_SEARCH_MAX_RESULTS);
    const isMainStreet = results.map((result) => result.address.endsWith(' Main Street'));
    // Every Main Street of the data set comes before the streets that only look like it (Maple, Park, Market…).
    expect(isMainStreet.slice(0, 2)).toEqual([true, true]);
    expect(isMainStreet.indexOf(false)).toBeGreaterThan(isMainStreet.lastIndexOf(true));
  });

  test('nothing found is an empty list', async () => {
    expect(await found({ address: 'zzqx wvvq kkjj' })).toEqual([]);
    expect(await found({ apn: 'NOSUC-0000' })).toEqual([]);
  });

  test('refused without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: searchUrl(propertySearchQuery({ apn: '5432017009' }).q) });
    expect(response.statusCode).toBe(401);
  });

  test('a bad q is 400 with field errors', async () => {
    expect((await refusal('{"address": "12"}')).errors).toEqual({ 'q.address': ['Please use at least 3 characters.'] });
    expect((await refusal('{"apn": "12-34-56"}')).errors).toEqual({ 'q.apn': ['Please enter a valid APN.'] });
    expect((await refusal('{"apn": "5432017009", "address": "123 Main"}')).errors).toEqual({ q: [propertySearchMessages.addressOrApn] });
    expect((await refusal('{}')).errors).toEqual({ q: [propertySearchMessages.addressOrApn] });
    expect((await refusal('{"address": "10 Downing Street", "country": "GB"}')).errors).toEqual({ 'q.country': [propertySearchMessages.usOnly] });
    expect((await refusal('not json')).errors).toEqual({ q: [propertySearchMessages.notJson] });
    const missing = await api.app.inject({ method: 'GET', url: '/search_property', ...withSession(token) });
    expect(missing.json()).toMatchObject({ errors: { q: ['This field is required!'] } });
  });

  // Last: it spends this file's searches for the minute.
  test(`limited to ${PROPERTY_SEARCHES_PER_MINUTE} searches a minute per client address`, async () => {
    let status = 0;
    for (let call = 0; call <= PROPERTY_SEARCHES_PER_MINUTE && status !== 429; call += 1) status = (await search({ apn: '5432017009' })).statusCode;
    expect(status).toBe(429);
  });
});
