// Fastify's inject needs the ESM-only cookie package from Node's own loader (see outside-the-sandbox.ts).
import '../test-support/outside-the-sandbox';
import Fastify from 'fastify';
import { helmetHeaders, sendSecurityHeaders } from './security-headers';

test("helmet's headers, as its middleware sets them by default", () => {
  expect(helmetHeaders()).toMatchObject({
    'content-security-policy': expect.stringContaining("default-src 'self'"),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
  });
  expect(helmetHeaders()).not.toHaveProperty('x-powered-by');
});

test('every answer carries them, a route without a handler too; a route that sets its own policy keeps it', async () => {
  const app = Fastify();
  sendSecurityHeaders(app);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').header('content-security-policy', "default-src 'none'").send('<p>page</p>'));
  const expected = helmetHeaders();
  for (const url of ['/plain', '/missing']) {
    const response = await app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(expected)) expect([url, name, response.headers[name]]).toEqual([url, name, value]);
  }
  const page = await app.inject({ method: 'GET', url: '/page' });
  expect(page.headers['content-security-policy']).toBe("default-src 'none'");
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  await app.close();
});
