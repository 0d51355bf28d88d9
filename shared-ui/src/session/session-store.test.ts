import { SESSION_MAX_MS, type SignedInBundle } from '@portal/shared-contracts';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createSessionStore, restoreSession } from './session-store';

const SIGNED_IN_AT = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

/** A clock the test moves by hand. */
function clockAt(start: number) {
  let time = start;
  return { now: () => time, set: (at: number) => void (time = at) };
}

function portalItems(storage: Storage): Record<string, unknown> {
  const items: Record<string, unknown> = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('portal.')) items[key] = JSON.parse(storage.getItem(key) ?? 'null');
  }
  return items;
}

function signInAt(at: number, bundle: SignedInBundle = signedInBundle()) {
  const clock = clockAt(at);
  const store = createSessionStore({ storage: localStorage, now: clock.now });
  store.getState().signIn(bundle);
  return { store, clock };
}

beforeEach(() => localStorage.clear());

test('"Locally stored items: user, profile, alerts, docs, entities, missing, payment methods, notifications, permissions and the account executive" (spec 000 §9), each its own portal. item', () => {
  const bundle = signedInBundle();
  signInAt(SIGNED_IN_AT, bundle);

  const items = portalItems(localStorage);
  expect(Object.keys(items).sort()).toEqual(
    [
      'portal.accountExecutive',
      'portal.alerts',
      'portal.docs',
      'portal.entities',
      'portal.lastActivity',
      'portal.missing',
      'portal.notifications',
      'portal.paymentMethods',
      'portal.permissions',
      'portal.profile',
      'portal.user',
    ].sort(),
  );
  expect(items['portal.user']).toEqual(bundle.user);
  expect(items['portal.permissions']).toEqual(bundle.permissions);
  expect(items['portal.lastActivity']).toBe(SIGNED_IN_AT);
});

test("nothing sensitive (SSN, date of birth, driver's license, tax id) reaches storage, yet the page keeps it in memory", () => {
  const { store } = signInAt(SIGNED_IN_AT);

  const stored = JSON.stringify(portalItems(localStorage));
  for (const secret of ['123-45-6789', '01/02/1980', 'D1234567', '12-3456789']) expect(stored).not.toContain(secret);
  expect(portalItems(localStorage)['portal.profile']).toEqual({ contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', phones: [{ type: 'mobile', number: '(555) 010-2030' }] } });
  expect(store.getState().bundle?.profile).toMatchObject({ contact: { ssn: '123-45-6789', dateOfBirth: '01/02/1980', driversLicense: 'D1234567' }, taxId: '12-3456789' });
});

test('"On load a stored session is restored if its last login is within 15 minutes" (spec 000 §4.4)', () => {
  signInAt(SIGNED_IN_AT);

  const reloaded = createSessionStore({ storage: localStorage, now: () => SIGNED_IN_AT + SESSION_MAX_MS });
  expect(reloaded.getState().bundle?.user.user_email).toBe('ann@example.test');
  expect(reloaded.getState().bundle?.profile.contact).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', phones: [{ type: 'mobile', number: '(555) 010-2030' }] });
  // The timer is not re-armed by a reload: the 15 minutes still count from the last activity.
  expect(reloaded.getState().lastActivity).toBe(SIGNED_IN_AT);
});

test('"...otherwise it is cleared" (spec 000 §4.4): a session idle for more than 15 minutes is not restored, and every portal. item goes', () => {
  signInAt(SIGNED_IN_AT);
  localStorage.setItem('portal.sessionLeftover', '"from an older release"');
  localStorage.setItem('unrelated', 'kept');

  const reloaded = createSessionStore({ storage: localStorage, now: () => SIGNED_IN_AT + SESSION_MAX_MS + 1 });
  expect(reloaded.getState().bundle).toBeNull();
  expect(reloaded.getState().lastActivity).toBeNull();
  expect(portalItems(localStorage)).toEqual({});
  expect(localStorage.getItem('unrelated')).toBe('kept');
});

test('"Every successful request re-arms the timer" (spec 000 §4.4): touch moves the last activity, and restoring counts from it', () => {
  const { store, clock } = signInAt(SIGNED_IN_AT);

  clock.set(SIGNED_IN_AT + 10 * MINUTE);
  store.getState().touch();
  expect(store.getState().lastActivity).toBe(SIGNED_IN_AT + 10 * MINUTE);
  expect(restoreSession(localStorage, SIGNED_IN_AT + 24 * MINUTE, SESSION_MAX_MS)).not.toBeNull();
});

test('touch does nothing while signed out: requests on the public pages have no session to keep alive', () => {
  const store = createSessionStore({ storage: localStorage, now: () => SIGNED_IN_AT });

  store.getState().touch();
  expect(store.getState().lastActivity).toBeNull();
  expect(portalItems(localStorage)).toEqual({});
});

test('a stored session that is not a valid signed-in bundle is cleared, not restored', () => {
  signInAt(SIGNED_IN_AT);
  localStorage.setItem('portal.permissions', JSON.stringify(['loans.read', 'everything.forever']));
  expect(restoreSession(localStorage, SIGNED_IN_AT + MINUTE, SESSION_MAX_MS)).toBeNull();
  expect(portalItems(localStorage)).toEqual({});

  signInAt(SIGNED_IN_AT);
  localStorage.setItem('portal.user', '{not json');
  expect(restoreSession(localStorage, SIGNED_IN_AT + MINUTE, SESSION_MAX_MS)).toBeNull();
  expect(portalItems(localStorage)).toEqual({});

  signInAt(SIGNED_IN_AT);
  localStorage.removeItem('portal.lastActivity');
  expect(restoreSession(localStorage, SIGNED_IN_AT + MINUTE, SESSION_MAX_MS)).toBeNull();
  expect(portalItems(localStorage)).toEqual({});
});

test('a last activity in the future is not trusted', () => {
  signInAt(SIGNED_IN_AT + 5 * MINUTE);

  expect(restoreSession(localStorage, SIGNED_IN_AT, SESSION_MAX_MS)).toBeNull();
});

test('"Sign-out clears all stored data" (spec 000 §4.4)', () => {
  const { store } = signInAt(SIGNED_IN_AT);
  localStorage.setItem('portal.campaignUrl', '"https://lender.test/?campaign=spring"');

  store.getState().clear();
  expect(store.getState().bundle).toBeNull();
  expect(store.getState().lastActivity).toBeNull();
  expect(portalItems(localStorage)).toEqual({});
});

test('sign-out also clears the drafts this tab kept (a deal half built), and nothing else of the tab', () => {
  const { store } = signInAt(SIGNED_IN_AT);
  sessionStorage.setItem('portal.deals.newDeal.7', '{"step":3}');
  sessionStorage.setItem('elsewhere', 'kept');

  store.getState().clear();
  expect(portalItems(sessionStorage)).toEqual({});
  expect(sessionStorage.getItem('elsewhere')).toBe('kept');
  sessionStorage.clear();
});

test('a tab that finds no session to restore starts without drafts', () => {
  sessionStorage.setItem('portal.deals.newDeal.7', '{"step":3}');
  createSessionStore({ storage: localStorage, now: () => SIGNED_IN_AT });
  expect(portalItems(sessionStorage)).toEqual({});
});

test('"Entering a team or the main account switches the session to that bundle" (spec 000 §4.3)', () => {
  const { store, clock } = signInAt(SIGNED_IN_AT);
  const borrowersBundle = signedInBundle({ permissions: ['loans.read'], entities: [], accountExecutive: null });

  clock.set(SIGNED_IN_AT + MINUTE);
  store.getState().switchBundle(borrowersBundle);
  expect(store.getState().bundle).toBe(borrowersBundle);
  expect(store.getState().lastActivity).toBe(SIGNED_IN_AT + MINUTE);
  expect(portalItems(localStorage)).toMatchObject({ 'portal.permissions': ['loans.read'], 'portal.entities': [], 'portal.accountExecutive': null });
});

test('a refresh replaces the bundle and keeps the borrower signed in', () => {
  const { store } = signInAt(SIGNED_IN_AT);
  const refreshed = signedInBundle({ missing: { count: 0 } });

  store.getState().refresh(refreshed);
  expect(store.getState().bundle).toBe(refreshed);
  expect(portalItems(localStorage)['portal.missing']).toEqual({ count: 0 });
});

test('a storage that refuses writes leaves the session working in memory', () => {
  const refusing: Storage = {
    length: 0,
    key: () => null,
    getItem: () => null,
    removeItem: () => undefined,
    clear: () => undefined,
    setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  const store = createSessionStore({ storage: refusing, now: () => SIGNED_IN_AT });

  store.getState().signIn(signedInBundle());
  expect(store.getState().bundle?.user.id).toBe(42);
});
