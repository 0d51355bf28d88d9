import { indicatorEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, serverFailure, signedInBundle } from '../testing';
import { refreshIndicators } from './refresh-indicators';

const counters = { missing: { count: 24, entities: 24, loans: 0 }, docs: { neededCount: 5 }, alerts: { application: true, applicationTab: 4 } };

test('"indicators refresh": the counters and the application alert of GET /users/{userId}/indicators go into the session', async () => {
  const { portal, calls } = createFakePortal({ bundle: signedInBundle(), answers: [answer(indicatorEndpoints.read, counters)] });
  await refreshIndicators(portal);
  expect(calls).toEqual([expect.objectContaining({ method: 'GET', input: { params: { userId: signedInBundle().user.id } } })]);
  expect(portal.session.getState().bundle).toMatchObject({ missing: counters.missing, docs: { neededCount: 5 }, alerts: counters.alerts });
});

test('"Failed ... indicators: swallowed silently": the counters stay as they were', async () => {
  const { portal } = createFakePortal({ bundle: signedInBundle(), answers: [answer(indicatorEndpoints.read, () => Promise.reject(serverFailure()))] });
  const before = portal.session.getState().bundle;
  await expect(refreshIndicators(portal)).resolves.toBeUndefined();
  expect(portal.session.getState().bundle?.missing).toEqual(before?.missing);
});

test('signed out: nothing is asked', async () => {
  const { portal, calls } = createFakePortal();
  await refreshIndicators(portal);
  expect(calls).toEqual([]);
});
