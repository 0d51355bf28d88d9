import * as contract from './index';
import { accessRefusal, accessRefusalAnswers, isSignedInAccess, personParameterOf, publicAccess, signedIn, type Caller } from './access';
import { endpointsIn } from './endpoints';

const owner: Caller = { userId: 7, verified: true, permissions: ['owner'], operatesOnAccount: true };
const viewer: Caller = { userId: 8, verified: true, permissions: ['dashboard.read', 'loans.read'], operatesOnAccount: true };
const unverified: Caller = { ...owner, verified: false };
const withoutAccount: Caller = { userId: 9, verified: true, permissions: [], operatesOnAccount: false };

describe('who may call an endpoint (DESIGN §3, spec 002 §6)', () => {
  test('a public endpoint refuses nobody', () => {
    expect(accessRefusal(publicAccess, null)).toBeNull();
    expect(accessRefusal(publicAccess, owner, 99)).toBeNull();
  });

  test('a signed-in endpoint needs a session first (401)', () => {
    expect(accessRefusal(signedIn(), null)).toBe('sign-in-needed');
    expect(accessRefusalAnswers['sign-in-needed'].status).toBe(401);
  });

  test("the person in the path must be the caller: another person's id is refused (403)", () => {
    expect(accessRefusal(signedIn(), owner, '7')).toBeNull();
    expect(accessRefusal(signedIn(), owner, 7)).toBeNull();
    expect(accessRefusal(signedIn(), owner, '8')).toBe('not-yours');
    expect(accessRefusalAnswers['not-yours'].status).toBe(403);
  });

  test('ids are compared strictly: 7.0, 07, 7e0 and 0x7 are not person 7', () => {
    for (const other of ['7.0', '07', '7e0', '0x7', ' 7']) expect(accessRefusal(signedIn(), owner, other)).toBe('not-yours');
  });

  test("unverified users cannot submit deals, add entities, upload, add employment or experience: 'not verified yet' (403)", () => {
    expect(accessRefusal(signedIn({ verified: true }), unverified)).toBe('verification-needed');
    expect(accessRefusal(signedIn({ verified: true }), owner)).toBeNull();
    expect(accessRefusalAnswers['verification-needed']).toEqual({ status: 403, message: "This action is not allowed because you're not verified yet." });
  });

  test('the owner permission grants everything; otherwise all required permissions must be held', () => {
    const needs = signedIn({ permissions: ['loans.read', 'loans.write'] });
    expect(accessRefusal(needs, owner)).toBeNull();
    expect(accessRefusal(needs, viewer)).toBe('permission-missing');
    expect(accessRefusal(signedIn({ permissions: ['loans.read'] }), viewer)).toBeNull();
    expect(accessRefusalAnswers['permission-missing'].status).toBe(403);
  });

  test('permissions are those of the account the session operates on: none without an account', () => {
    expect(accessRefusal(signedIn({ permissions: ['loans.read'] }), withoutAccount)).toBe('permission-missing');
    expect(accessRefusal(signedIn(), withoutAccount)).toBeNull();
  });

  test('the checks run in order: the session, the person, verification, then permissions', () => {
    const strict = signedIn({ verified: true, permissions: ['loans.write'] });
    expect(accessRefusal(strict, null, 1)).toBe('sign-in-needed');
    expect(accessRefusal(strict, { ...viewer, verified: false }, 1)).toBe('not-yours');
    expect(accessRefusal(strict, { ...viewer, verified: false }, 8)).toBe('verification-needed');
    expect(accessRefusal(strict, viewer, 8)).toBe('permission-missing');
  });
});

describe('the person parameter of a path', () => {
  test.each([
    ['/users/{id}', 'id'],
    ['/users/{id}/teams_area/load', 'id'],
    ['/users/{userId}/loans', 'userId'],
    ['/login', null],
    ['/users/{id}x/loans', null],
    ['/entities/{id}', null],
  ])('%s → %s', (path, parameter) => {
    expect(personParameterOf(path)).toBe(parameter);
  });
});

describe('every endpoint of the contract', () => {
  const endpoints = endpointsIn(contract);

  test('is found by walking the contract', () => {
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(expect.arrayContaining(['POST /login', 'GET /users/{id}', 'POST /users/{id}/teams_area/enter']));
  });

  test('declares who may call it', () => {
    const undeclared = endpoints.filter((endpoint) => !endpoint.access || (!('public' in endpoint.access) && !isSignedInAccess(endpoint.access)));
    expect(undeclared.map((endpoint) => endpoint.path)).toEqual([]);
  });

  test('names the signed-in person only as /users/{id} or /users/{userId}: other records take other names', () => {
    const misnamed = endpoints.filter((endpoint) => {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const personNames = names.filter((name) => name === 'id' || name === 'userId').length;
      return personNames > (personParameterOf(endpoint.path) ? 1 : 0);
    });
    expect(misnamed.map((endpoint) => endpoint.path)).toEqual([]);
  });

  test('a signed-in endpoint about a person validates that id as a path parameter', () => {
    const unvalidated = endpoints.filter((endpoint) => personParameterOf(endpoint.path) && !endpoint.params);
    expect(unvalidated.map((endpoint) => endpoint.path)).toEqual([]);
  });
});

describe("the portal's side: mayCall reads the same access on the bundle the shell holds", () => {
  const bundleOf = (verified: boolean, permissions: string[]) => ({ user: { id: 7, verified }, permissions }) as unknown as Parameters<typeof contract.mayCall>[1];
  const upload = { access: signedIn({ verified: true, permissions: ['mydocs.write'] }) };

  test('nobody signed in may call only public endpoints', () => {
    expect(contract.mayCall({ access: publicAccess }, null)).toBe(true);
    expect(contract.mayCall({ access: signedIn() }, null)).toBe(false);
  });

  test('an upload needs a verified e-mail and the permission, as the API decides', () => {
    expect(contract.mayCall(upload, bundleOf(true, ['mydocs.write']))).toBe(true);
    expect(contract.mayCall(upload, bundleOf(true, ['owner']))).toBe(true);
    expect(contract.mayCall(upload, bundleOf(false, ['owner']))).toBe(false);
    expect(contract.mayCall(upload, bundleOf(true, ['mydocs.read']))).toBe(false);
    expect(contract.mayCall(upload, bundleOf(true, []))).toBe(false);
  });
});
