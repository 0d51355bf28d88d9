import { buildTestApp, startTestApi, type TestApi } from '../test-support/test-api';
import { sendEmail } from '../outbox/outbox';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());


test('a lower environment lists the e-mail an address received, newest first', async () => {
  const quiet = { log: api.app.log, logContents: false };
  await sendEmail(api.db, quiet, { to: 'ann@demo.test', subject: 'First', text: 'one' });
  await sendEmail(api.db, quiet, { to: 'ann@demo.test', subject: 'Second', text: 'two', code: '123456', links: ['/somewhere'] });
  await sendEmail(api.db, quiet, { to: 'someone.else@demo.test', subject: 'Not Ann’s', text: 'three' });

  const response = await api.app.inject({ method: 'GET', url: '/dev/outbox?to=Ann@Demo.test' });
  expect(response.statusCode).toBe(200);
  const messages = response.json<{ subject: string; created: string }[]>();
  expect(messages).toEqual([
    { subject: 'Second', text: 'two', code: '123456', links: ['/somewhere'], created: expect.any(String) },
    { subject: 'First', text: 'one', code: null, links: [], created: expect.any(String) },
  ]);
  expect(new Date(messages[0]?.created ?? '').getTime()).toBeGreaterThanOrEqual(new Date(messages[1]?.created ?? '').getTime());
});

test('the address is required', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { to: ['This field is required!'] } });
});

test('outside a lower environment the outbox does not exist', async () => {
  const production = await buildTestApp(api.db, { lowerEnvironment: false });
  const response = await production.inject({ method: 'GET', url: '/dev/outbox?to=ann@demo.test' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
  await production.close();
});
