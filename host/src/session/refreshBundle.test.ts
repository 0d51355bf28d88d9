import { sessionEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, serverFailure, signedInBundle } from '@portal/shared-ui/testing';
import { refreshBundle } from './refreshBundle';

test('the bundle is asked for again and held: a role changed meanwhile reaches the session', async () => {
  const stored = signedInBundle({ permissions: ['loans.read', 'dashboard.read'] });
  const fresh = { ...stored, permissions: ['loans.read'] as typeof stored.permissions };
  const fake = createFakePortal({ bundle: stored, answers: [answer(sessionEndpoints.currentUser, fresh)] });
  await refreshBundle(fake.portal);
  expect(fake.callsTo(sessionEndpoints.currentUser)).toEqual([{ params: { id: stored.user.id } }]);
  expect(fake.portal.session.getState().bundle?.permissions).toEqual(['loans.read']);
});

test('a failed refresh rejects and keeps the stored bundle; signed out, nothing is asked', async () => {
  const stored = signedInBundle();
  const fake = createFakePortal({ bundle: stored, answers: [answer(sessionEndpoints.currentUser, serverFailure(500))] });
  await expect(refreshBundle(fake.portal)).rejects.toThrow();
  expect(fake.portal.session.getState().bundle).toEqual(stored);

  const signedOut = createFakePortal({ bundle: null });
  await refreshBundle(signedOut.portal);
  expect(signedOut.calls).toEqual([]);
});
