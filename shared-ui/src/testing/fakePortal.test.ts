import {
  accountEndpoints,
  MessageResponse,
  passwordEndpoints,
  sessionEndpoints,
  transportMessages,
  type EndpointResponse,
} from '@portal/shared-contracts';
import { PortalRequestError } from '../api/request-error';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { answer, noResponse, refusal, serverFailure } from './answers';
import { createFakePortal } from './fakePortal';

test('the fake API answers by endpoint, typed by the contract, and records each call with its method, path and input', async () => {
  const fake = createFakePortal({
    answers: [
      answer(sessionEndpoints.checkAccount, { registration_flow: null }),
      // A function of the call's input, typed by the endpoint's body.
      answer(passwordEndpoints.verifyResetCode, async ({ body }) => ({ data: { resetToken: `token-for-${body.code}` } })),
    ],
  });

  await expect(fake.portal.api.call(sessionEndpoints.checkAccount, { body: { email: 'ann@example.test' } })).resolves.toEqual({ registration_flow: null });
  const verified: EndpointResponse<typeof passwordEndpoints.verifyResetCode> = await fake.portal.api.call(passwordEndpoints.verifyResetCode, {
    body: { email: 'ann@example.test', code: '123456' },
  });
  expect(verified.data.resetToken).toBe('token-for-123456');
  expect(fake.calls).toEqual([
    { method: 'POST', path: '/check_account', input: { body: { email: 'ann@example.test' } } },
    { method: 'POST', path: '/verify_reset_code', input: { body: { email: 'ann@example.test', code: '123456' } } },
  ]);
  expect(fake.callsTo(passwordEndpoints.verifyResetCode)).toEqual([{ body: { email: 'ann@example.test', code: '123456' } }]);

  // @ts-expect-error the answer must be the endpoint's response: 'sometimes' is no registration flow
  answer(sessionEndpoints.checkAccount, { registration_flow: 'sometimes' });
  // @ts-expect-error a function answer must return the endpoint's response too
  answer(passwordEndpoints.verifyResetCode, () => ({ resetToken: 'flat' }));
});

test('GET and POST on one path are different endpoints, with different answers', async () => {
  const saveUser = { ...sessionEndpoints.currentUser, method: 'PUT' as const, response: MessageResponse };
  const fake = createFakePortal({
    answers: [answer(sessionEndpoints.currentUser, signedInBundle()), answer(saveUser, { message: 'Saved.' })],
  });

  await expect(fake.portal.api.call(saveUser, { params: { id: 42 } })).resolves.toEqual({ message: 'Saved.' });
  await expect(fake.portal.api.call(sessionEndpoints.currentUser, { params: { id: 42 } })).resolves.toMatchObject({ user: { id: 42 } });
  expect(fake.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /users/{id}', 'GET /users/{id}']);
});

test('an answer that breaks the contract fails the call and the test, saying which fields are wrong', async () => {
  const onFakeMisused = jest.fn();
  const broken = { data: { resetToken: 42 } } as unknown as EndpointResponse<typeof passwordEndpoints.verifyResetCode>;
  const fake = createFakePortal({ answers: [answer(passwordEndpoints.verifyResetCode, broken)], onFakeMisused });

  const call = fake.portal.api.call(passwordEndpoints.verifyResetCode, { body: { email: 'ann@example.test', code: '123456' } });
  await expect(call).rejects.toThrow(/The fake answer for POST \/verify_reset_code does not match the contract's response schema:\n- data\.resetToken: /);
  // Reported apart from the call, so a page that catches the error (and shows the generic text) cannot hide it.
  expect(onFakeMisused).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('data.resetToken') }));
});

test('a call the test did not answer fails loudly too', async () => {
  const onFakeMisused = jest.fn();
  const fake = createFakePortal({ onFakeMisused });

  await expect(fake.portal.api.call(accountEndpoints.unlock, { query: { user_id: '7', token: 'abc' } })).rejects.toThrow(
    'The fake API has no answer for GET /unlock_account',
  );
  expect(onFakeMisused).toHaveBeenCalledTimes(1);
});

test('an answer refuses by throwing: refusal() is the 400 the transport would report, with its body and lines', async () => {
  const refused = refusal('Please correct the highlighted fields.', { errors: { userEmail: ['An account with this e-mail already exists.'] } });
  const fake = createFakePortal({
    answers: [
      answer(accountEndpoints.resendUnlockLink, refused),
      answer(accountEndpoints.unlock, () => {
        throw refusal('This unlock link is not valid or has expired.', { data: { redirectToLogin: true } });
      }),
    ],
  });

  await expect(fake.portal.api.call(accountEndpoints.resendUnlockLink, { body: { user_email: 'ann@example.test' } })).rejects.toBe(refused);
  expect(refused).toMatchObject({
    status: 400,
    reason: 'server',
    body: { message: 'Please correct the highlighted fields.', errors: { userEmail: ['An account with this e-mail already exists.'] } },
    lines: ['User Email: An account with this e-mail already exists.'],
  });
  await expect(fake.portal.api.call(accountEndpoints.unlock, { query: { user_id: '7', token: 'used' } })).rejects.toMatchObject({
    status: 400,
    body: { data: { redirectToLogin: true } },
  });
  expect(serverFailure()).toMatchObject({ status: 500, reason: 'server', message: transportMessages.generic });
  expect(noResponse('timeout')).toMatchObject({ status: 0, reason: 'timeout', message: transportMessages.timedOut });
});

test('a later answer for the same endpoint replaces an earlier one', async () => {
  const shared = [answer(accountEndpoints.unlock, { message: 'The account was successfully unlocked.' })];
  const fake = createFakePortal({ answers: [...shared, answer(accountEndpoints.unlock, { message: 'Unlocked again.' })] });

  await expect(fake.portal.api.call(accountEndpoints.unlock, { query: { user_id: '7', token: 'abc' } })).resolves.toEqual({ message: 'Unlocked again.' });
});

test("the caller's abort ends the call as the transport ends it: worded like a timeout, marked aborted", async () => {
  const fake = createFakePortal({ answers: [answer(accountEndpoints.unlock, () => new Promise<never>(() => undefined))] });
  const controller = new AbortController();

  const call = fake.portal.api.call(accountEndpoints.unlock, { query: { user_id: '7', token: 'abc' } }, { signal: controller.signal });
  controller.abort();
  await expect(call).rejects.toEqual(expect.any(PortalRequestError));
  await expect(call).rejects.toMatchObject({ reason: 'aborted', message: transportMessages.timedOut });
});

test("can follows the fake session's permissions (the owner grants everything)", () => {
  const fake = createFakePortal({ bundle: signedInBundle({ permissions: ['loans.read'] }) });

  expect(fake.portal.can('loans.read')).toBe(true);
  expect(fake.portal.can('loans.read', 'loans.write')).toBe(false);
  fake.portal.session.getState().switchBundle(signedInBundle({ permissions: ['owner'] }));
  expect(fake.portal.can('loans.write', 'entity.read')).toBe(true);
  fake.portal.session.getState().clear();
  expect(fake.portal.can('loans.read')).toBe(false);
});

test('navigation is recorded as the URLs the routes give', () => {
  const fake = createFakePortal();

  fake.portal.navigate('DealDetail', { loanId: 12 }, { action: 'draw' });
  fake.portal.navigate('Login', {}, { email: 'ann@example.test' });
  expect(fake.navigations).toEqual(['/my_deals/12?action=draw', '/login?email=ann%40example.test']);
});

test('the fake portal hands out the parcels it was given, records each load, and calls a missing one a misuse', async () => {
  const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
  const onFakeMisused = jest.fn();
  const fake = createFakePortal({ parcels: { deals: { './entity-form': parcel, './later': async () => parcel } }, onFakeMisused });

  await expect(fake.portal.loadParcel('deals', './entity-form')).resolves.toBe(parcel);
  await expect(fake.portal.loadParcel('deals', './later')).resolves.toBe(parcel);
  await expect(fake.portal.loadParcel('teams', './team-members')).rejects.toThrow(/no parcel teams \.\/team-members/);
  expect(onFakeMisused).toHaveBeenCalledTimes(1);
  expect(fake.parcelLoads).toEqual([
    { remote: 'deals', module: './entity-form' },
    { remote: 'deals', module: './later' },
    { remote: 'teams', module: './team-members' },
  ]);
});
