import * as contract from '@portal/shared-contracts';
import { can, endpointsIn, isSignedInAccess, OWNER_ROLE, personParameterOf, serverRoutePath, TEAM_ROLES, type Endpoint, type SignedInAccess } from '@portal/shared-contracts';
import { teamRoleId } from '../accounts/team-roles';
import { addPerson, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { eq } from 'drizzle-orm';
import { memberships, roles, users } from '../accounts/schema';

/*
 * The access of every endpoint in the contract, walked rather than listed, so an endpoint an area adds is
 * covered the day it is added: without a cookie a signed-in endpoint answers 401; with another person's id 403;
 * to a role without its permissions or an unverified person, when it needs them, 403. Each request is otherwise
 * as wrong as it can be (an empty body, made-up record ids): the refusal must come before anything is read.
 */

let api: TestApi;
/** Signed in on Ann Borrower's account with a role that grants nothing. */
let powerless: { id: number; token: string };
let borrower: string;
let unverified: string;

beforeAll(async () => {
  api = await startTestApi();
  const person = await addPerson(api.db, { email: 'powerless@demo.test', password: 'Powerless1!' });
  // Verified, so that only the missing permissions can be what refuses them.
  await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
  const [role] = await api.db.insert(roles).values({ accountId: api.demo.borrowerAccountId, name: 'Nothing at all', permissions: [] }).returning();
  await api.db.insert(memberships).values({ userId: person.id, accountId: api.demo.borrowerAccountId, roleId: role!.id });
  powerless = { id: person.id, token: (await signIn(api.app, 'powerless@demo.test', 'Powerless1!')).token };
  borrower = (await signIn(api.app, 'borrower@demo.test')).token;
  unverified = (await signIn(api.app, 'unverified@demo.test')).token;
});
afterAll(() => api.close());

const endpoints = endpointsIn(contract);
const signedInEndpoints = endpoints.filter((endpoint): endpoint is Endpoint & { access: SignedInAccess } => isSignedInAccess(endpoint.access));

/** The endpoint's path with the person's id in it and made-up ids for any other record. */
function urlOf(endpoint: Endpoint, personId: number): string {
  const person = personParameterOf(endpoint.path);
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === person ? String(personId) : '1'));
}

async function statusOf(endpoint: Endpoint, personId: number, token?: string) {
  const response = await api.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, personId),
    ...(endpoint.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
    ...(token ? withSession(token) : {}),
  });
  // An allowed download answers its file, not JSON.
  const json = /json/.test(String(response.headers['content-type'] ?? ''));
  return { status: response.statusCode, message: json ? (response.json() as { message?: string }).message : undefined };
}

/** Each endpoint that answers otherwise, with what it answered: the test shows them all at once. */
async function answeringOtherwise(cases: readonly Endpoint[], ask: (endpoint: Endpoint) => Promise<{ status: number; message?: string }>, expected: { status: number; message: string }) {
  const wrong: string[] = [];
  for (const endpoint of cases) {
    const answer = await ask(endpoint);
    if (answer.status !== expected.status || answer.message !== expected.message) wrong.push(`${endpoint.method} ${endpoint.path}: ${answer.status} ${answer.message}`);
  }
  return wrong;
}

test('the contract declares signed-in endpoints, and the API serves every endpoint of the contract', () => {
  expect(signedInEndpoints.length).toBeGreaterThan(0);
  const unserved = endpoints.filter((endpoint) => !api.app.hasRoute({ method: endpoint.method, url: serverRoutePath(endpoint) }));
  expect(unserved.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
});

test('no cookie: every signed-in endpoint answers 401, the session-ended message', async () => {
  const wrong = await answeringOtherwise(signedInEndpoints, (endpoint) => statusOf(endpoint, api.demo.borrower.id), {
    status: 401,
    message: 'It seems that your session is no longer active. Please log in again.',
  });
  expect(wrong).toEqual([]);
});

test("another person's id: every signed-in endpoint about a person answers 403", async () => {
  const aboutAPerson = signedInEndpoints.filter((endpoint) => personParameterOf(endpoint.path));
  expect(aboutAPerson.length).toBeGreaterThan(0);
  const wrong = await answeringOtherwise(aboutAPerson, (endpoint) => statusOf(endpoint, api.demo.builder.id, borrower), {
    status: 403,
    message: 'You do not have access to this.',
  });
  expect(wrong).toEqual([]);
});

test('a role without the permissions: every endpoint that needs some answers 403', async () => {
  const needingPermissions = signedInEndpoints.filter((endpoint) => (endpoint.access.permissions ?? []).length > 0);
  const wrong = await answeringOtherwise(needingPermissions, (endpoint) => statusOf(endpoint, powerless.id, powerless.token), {
    status: 403,
    message: 'Your role on this account does not allow this. Please ask the account owner for access.',
  });
  expect(wrong).toEqual([]);
});

test('an unverified person: every endpoint that needs a verified e-mail answers 403', async () => {
  const needingVerification = signedInEndpoints.filter((endpoint) => endpoint.access.verified);
  const wrong = await answeringOtherwise(needingVerification, (endpoint) => statusOf(endpoint, api.demo.unverified.id, unverified), {
    status: 403,
    message: "This action is not allowed because you're not verified yet.",
  });
  expect(wrong).toEqual([]);
});

test('each team role on Ann’s account: an endpoint refuses its member exactly when the role lacks one of the permissions it needs', async () => {
  const needingPermissions = signedInEndpoints.filter((endpoint) => (endpoint.access.permissions ?? []).length > 0);
  const wrong: string[] = [];
  for (const role of TEAM_ROLES.filter((candidate) => candidate !== OWNER_ROLE)) {
    const email = `${role.name.toLowerCase().replace(/ /g, '.')}@sweep.test`;
    const person = await addPerson(api.db, { email, password: 'Sweep-pass-1' });
    await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
    await api.db.insert(memberships).values({ userId: person.id, accountId: api.demo.borrowerAccountId, roleId: await teamRoleId(api.db, role.name) });
    const { token } = await signIn(api.app, email, 'Sweep-pass-1');
    for (const endpoint of needingPermissions) {
      const refused = (await statusOf(endpoint, person.id, token)).status === 403;
      if (refused === can(role.permissions, ...(endpoint.access.permissions ?? []))) wrong.push(`${role.name}: ${endpoint.method} ${endpoint.path} ${refused ? 'refused' : 'let through'}`);
    }
  }
  expect(wrong).toEqual([]);
});
