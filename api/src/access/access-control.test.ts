import { defineEndpoint, publicAccess, signedIn, UserIdParams } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { memberships, roles } from '../accounts/schema';
import { registerEndpoint } from '../http/register-endpoint';
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

/* The access mechanism on a real database, with endpoints of the test's own: the contract's are swept in endpoint-sweep.test.ts. */

const ActorAnswer = v.object({ userId: v.nullable(v.number()), accountId: v.nullable(v.number()), permissions: v.array(v.string()) });
const loanReading = defineEndpoint({ method: 'GET', path: '/users/{id}/probe/loans', params: UserIdParams, response: ActorAnswer, access: signedIn({ permissions: ['loans.read'] }) });
const verifiedOnly = defineEndpoint({ method: 'POST', path: '/users/{id}/probe/upload', params: UserIdParams, response: ActorAnswer, access: signedIn({ verified: true }) });
const anyone = defineEndpoint({ method: 'GET', path: '/probe/public', response: ActorAnswer, access: publicAccess });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  registerEndpoint(api.app, loanReading, async ({ actor }) => ({ userId: actor.userId, accountId: actor.accountId, permissions: actor.permissions }));
  registerEndpoint(api.app, verifiedOnly, async ({ actor }) => ({ userId: actor.userId, accountId: actor.accountId, permissions: actor.permissions }));
  registerEndpoint(api.app, anyone, async ({ actor }) => ({ userId: actor, accountId: null, permissions: [] }));
});
afterAll(() => api.close());

const get = (url: string, token?: string) => api.app.inject({ method: 'GET', url, ...(token ? withSession(token) : {}) });

test("a team member acts on the borrower's account, with the permissions of their role there", async () => {
  const { token } = await signIn(api.app, 'member@demo.test');
  const response = await get(`/users/${api.demo.member.id}/probe/loans`, token);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ userId: api.demo.member.id, accountId: api.demo.borrowerAccountId, permissions: ['loans.read', 'dashboard.read'] });
});

test('the owner permission grants everything', async () => {
  const { token } = await signIn(api.app, 'borrower@demo.test');
  expect((await get(`/users/${api.demo.borrower.id}/probe/loans`, token)).statusCode).toBe(200);
});

test('a role changed by the owner takes effect at the next request, without a new sign-in', async () => {
  const { token } = await signIn(api.app, 'teams@demo.test');
  const url = `/users/${api.demo.teams.id}/probe/loans`;
  expect((await get(url, token)).statusCode).toBe(200);

  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, api.demo.teams.id));
  const [empty] = await api.db.insert(roles).values({ accountId: membership!.accountId, name: 'Suspended', permissions: [] }).returning();
  await api.db.update(memberships).set({ roleId: empty!.id }).where(eq(memberships.id, membership!.id));

  const refused = await get(url, token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Your role on this account does not allow this. Please ask the account owner for access.' });
});

test("unverified users cannot upload: 'not verified yet', before the body is read", async () => {
  const { token } = await signIn(api.app, 'unverified@demo.test');
  const refused = await api.app.inject({ method: 'POST', url: `/users/${api.demo.unverified.id}/probe/upload`, headers: { 'content-type': 'application/json' }, payload: '{"broken', ...withSession(token) });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: "This action is not allowed because you're not verified yet." });

  const verified = await signIn(api.app, 'borrower@demo.test');
  expect((await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/probe/upload`, ...withSession(verified.token) })).statusCode).toBe(200);
});

test('without a session a signed-in endpoint is a 401 and its body is never parsed', async () => {
  const response = await api.app.inject({ method: 'POST', url: `/users/${api.demo.borrower.id}/probe/upload`, headers: { 'content-type': 'application/json' }, payload: '{"broken' });
  expect(response.statusCode).toBe(401);
});

test('a public endpoint has no actor, whoever calls it', async () => {
  const { token } = await signIn(api.app, 'borrower@demo.test');
  expect((await get('/probe/public', token)).json()).toEqual({ userId: null, accountId: null, permissions: [] });
});
