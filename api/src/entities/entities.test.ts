// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { fromPortal, signIn, startTestApi, testConfig, withSession, type TestApi } from '../test-support/test-api';
import { accessMessages, ENTITY_DOCUMENT_TYPES, EntityList, formMessages, SignedInBundle, verificationMessages, type NewEntityBody } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { buildApp } from '../app';
import { httpMessages } from '../http/messages';
import { DEMO_ENTITIES } from '../seed';
import { entities } from './schema';
import { lowerEnvironmentDataKey } from '../config';
import { openAccountNumber } from '../payment-methods/account-number-cipher';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newEntity: NewEntityBody = {
  name: 'Maple Street Partners LP',
  type: 'limited_partnership',
  tin: '00-2000001',
  phone: '(555) 010-3001',
  businessAddress: { address: '12 Maple St', unit: '3B', city: 'Denver', state: 'CO', zipCode: '80202' },
  mailingAddress: { address: 'PO Box 77', unit: '', city: 'Denver', state: 'CO', zipCode: '80201-0077' },
};

const list = (token: string, userId: number) => api.app.inject({ method: 'GET', url: `/users/${userId}/entities`, ...withSession(token) });
const create = (token: string, userId: number, payload: unknown) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/entities`, payload: payload as object, ...withSession(token) });

async function annsEntities(token: string): Promise<EntityList> {
  const response = await list(token, api.demo.borrower.id);
  expect(response.statusCode).toBe(200);
  return v.parse(EntityList, response.json());
}

describe('GET /users/{userId}/entities', () => {
  test('Ann sees her account’s demo entities, oldest first, each pending while a document is needed, the default 8 without a list', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const listed = await annsEntities(token);
    expect(listed.map(({ name, status, neededFiles }) => ({ name, status, neededFiles }))).toEqual([
      { name: 'Borrower Holdings LLC', status: 'approved', neededFiles: 0 },
      { name: 'Borrower Family Trust', status: 'pending', neededFiles: 3 },
      { name: 'Ann Flips Corp', status: 'pending', neededFiles: 8 },
    ]);
    const { documents: _documents, ...trust } = DEMO_ENTITIES[1]!;
    expect(listed[1]).toMatchObject({ id: expect.any(Number), ...trust, tin: `**-***${trust.tin.slice(-4)}`, status: 'pending', neededFiles: 3 });
    // "docs (each with type, neededCount, files)": the lender's list, a rejected file counting as nothing sent.
    expect(listed[1]!.docs!.map(({ type, neededCount, submittedCount, approvedCount }) => ({ type, neededCount, submittedCount, approvedCount }))).toEqual(
      [...ENTITY_DOCUMENT_TYPES]
        .sort()
        .map((type) => {
          const index = ENTITY_DOCUMENT_TYPES.indexOf(type);
          const approved = index < 4 ? 1 : 0;
          const submitted = index < 5 ? 1 : 0;
          return { type, neededCount: submitted ? 0 : 1, submittedCount: submitted, approvedCount: approved };
        }),
    );
    expect(listed[1]!.docs!.find((document) => document.type === 'W-9')).toEqual({ type: 'W-9', neededCount: 1, submittedCount: 0, approvedCount: 0, files: [] });
    // "The default needed-document count is 8 when no document list exists."
    expect(listed[2]).toMatchObject({ docs: null, status: 'pending', neededFiles: 8 });
  });

  test('"It shows entity documents (needs entity.doc.read to see)": without it the counts stay and the files are not listed', async () => {
    const owner = await annsEntities((await signIn(api.app, 'borrower@demo.test')).token);
    expect(owner[0]!.docs!.every((document) => document.files.length === 1)).toBe(true);
    // Theo, a Loan Processor on Ann's account, reads entities but not their documents.
    const { token } = await signIn(api.app, 'teams@demo.test');
    await api.app.inject({ method: 'POST', url: `/users/${api.demo.teams.id}/teams_area/enter`, payload: { id: api.demo.borrowerAccountId }, ...withSession(token) });
    const response = await list(token, api.demo.teams.id);
    expect(response.statusCode).toBe(200);
    const listed = v.parse(EntityList, response.json());
    expect(listed.map((entity) => entity.status)).toEqual(owner.map((entity) => entity.status));
    expect(listed[0]!.docs!.every((document) => document.files.length === 0)).toBe(true);
  });

  test('another account’s entities are never listed: Bill sees none of Ann’s', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const response = await list(token, api.demo.builder.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('needs entity.read on the account: Mia, a Loan Viewer on Ann’s account, is refused', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await list(token, api.demo.member.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.permissionMissing });
  });
});

describe('POST /users/{userId}/entities', () => {
  test('"response entities list, last is new": the account’s entities with the new one last, pending', async () => {
    const { token } = await signIn(api.app, 'builder@demo.test');
    const response = await create(token, api.demo.builder.id, newEntity);
    expect(response.statusCode).toBe(200);
    const listed = v.parse(EntityList, response.json());
    // A new entity gets the lender's list of entity documents, each needed: pending, 8 needed.
    // The tax id is answered masked: its last four digits only.
    expect(listed.at(-1)).toMatchObject({ id: expect.any(Number), ...newEntity, tin: '**-***0001', status: 'pending', neededFiles: 8 });
    expect(listed.at(-1)!.docs!.map((document) => document.type).sort()).toEqual([...ENTITY_DOCUMENT_TYPES].sort());

    const second = await create(token, api.demo.builder.id, { ...newEntity, name: '  Second Entity Inc  ', type: 'corporation' });
    const names = v.parse(EntityList, second.json()).map((entity) => entity.name);
    expect(names).toEqual(['Maple Street Partners LP', 'Second Entity Inc']);

    const [row] = await api.db.select().from(entities).where(eq(entities.id, listed.at(-1)!.id));
    // Kept sealed under the data key: the row holds no tax id in clear text.
    expect(row).toMatchObject({ accountId: api.demo.builderAccountId, createdBy: api.demo.builder.id, tinLastFour: '0001' });
    expect(row!.tin).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('2000001');
    expect(openAccountNumber(row!.tin, lowerEnvironmentDataKey())).toBe('00-2000001');

    // Ann's list is untouched.
    const ann = await signIn(api.app, 'borrower@demo.test');
    expect((await annsEntities(ann.token)).map((entity) => entity.name)).not.toContain('Maple Street Partners LP');
  });

  test('the rules the form checks, with the contract’s messages', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const before = (await annsEntities(token)).length;
    const { city: _city, ...withoutCity } = newEntity.businessAddress;
    const response = await create(token, api.demo.borrower.id, {
      ...newEntity,
      name: 'n'.repeat(101),
      tin: '123456789',
      businessAddress: withoutCity,
      mailingAddress: { ...newEntity.mailingAddress, state: 'ZZ', zipCode: '8020' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: httpMessages.invalidFields,
      errors: {
        name: [formMessages.tooLong(100)],
        tin: [formMessages.taxId],
        'businessAddress.city': [formMessages.required],
        'mailingAddress.state': [formMessages.invalidChoice],
        'mailingAddress.zipCode': [formMessages.zipCode],
      },
    });
    expect(await annsEntities(token)).toHaveLength(before);
  });

  test('"entity payload without sameAddress": the mailing address is sent, not a flag', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const { mailingAddress: _mailing, ...withoutMailing } = newEntity;
    const response = await create(token, api.demo.borrower.id, { ...withoutMailing, sameAddress: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ mailingAddress: [formMessages.required] });
  });

  test('"Unverified users cannot add an entity"', async () => {
    const { token } = await signIn(api.app, 'unverified@demo.test');
    const response = await create(token, api.demo.unverified.id, newEntity);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: verificationMessages.notVerifiedYet });
  });

  test('entity creation needs entity.write: a Loan Viewer is refused (spec 002 §6)', async () => {
    const { token } = await signIn(api.app, 'member@demo.test');
    const response = await create(token, api.demo.member.id, newEntity);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accessMessages.permissionMissing });
  });

  test('the tax id never reaches the log, not even when the database refuses the row', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: api.db, config: testConfig({ logLevel: 'trace' }), logStream: { write: (line) => lines.push(line) } });
    await api.db.execute(sql`alter table entities add constraint test_no_breaking_entities check (name <> 'Breaks Everything')`);
    try {
      const { token } = await signIn(api.app, 'borrower@demo.test');
      const post = (payload: object) => app.inject(fromPortal({ method: 'POST', url: `/users/${api.demo.borrower.id}/entities`, payload, ...withSession(token) }));
      expect((await post({ ...newEntity, tin: '00-7654321' })).statusCode).toBe(200);
      expect((await post({ ...newEntity, tin: '00-765432' })).statusCode).toBe(400);
      expect((await post({ ...newEntity, name: 'Breaks Everything', tin: '00-7654329' })).statusCode).toBe(500);
    } finally {
      await app.close();
      await api.db.execute(sql`alter table entities drop constraint test_no_breaking_entities`);
    }
    const log = lines.join('\n');
    expect(log).toContain('test_no_breaking_entities');
    expect(log).not.toContain('765432');
  });
});

test('the signed-in bundle carries the account’s entities as id and name only', async () => {
  const { response } = await signIn(api.app, 'borrower@demo.test');
  const bundle = v.parse(SignedInBundle, response.json());
  expect(bundle.entities.slice(0, 3)).toEqual(DEMO_ENTITIES.map((entity) => ({ id: expect.any(Number), name: entity.name })));
  for (const entity of bundle.entities) expect(Object.keys(entity).sort()).toEqual(['id', 'name']);

  const uri = await signIn(api.app, 'unverified@demo.test');
  expect(v.parse(SignedInBundle, uri.response.json()).entities).toEqual([]);
});
