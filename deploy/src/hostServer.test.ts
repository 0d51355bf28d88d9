import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_FRAME_FILE, REMOTE_NAMES, SIGNED_IN_AHEAD_FILE, SIGNED_IN_FRAME_FILE, type EnvironmentFile } from '@portal/shared-contracts';
import { contentSecurityPolicy, startHostServer } from './hostServer';
import { PICTURE_FOR_SESSION_SCRIPT, VISITOR_FRAME_SCRIPT, type ManifestSource } from './shellPage';

/*
 * Jest's sandbox cannot `require()` an ES module on Node 20 (see api/src/test-support/outside-the-sandbox.ts):
 * @fastify/static requires the ESM-only `content-disposition`, so it comes from Node's own loader, as in
 * production. Fastify's `inject` has the same trouble with `cookie`: these tests listen on a loopback port
 * of their own and use fetch, as a browser would.
 */
jest.mock('@fastify/static', () => requireOutsideTheSandbox('@fastify/static'));

function requireOutsideTheSandbox(id: string): unknown {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  return nodeProcess.getBuiltinModule('node:module').createRequire(__filename)(id);
}

function environment(name: string, lower: boolean, remotesOrigin: string): EnvironmentFile {
  return {
    name,
    lower,
    apiBase: '/api',
    marketingSiteUrl: 'https://www.lender.example',
    marketingContactUrl: 'https://www.lender.example/contact',
    allowedOrigins: [remotesOrigin],
    hostOrigins: ['https://portal.lender.example'],
    thirdPartyScripts: {},
    remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { version: '1.0.0', manifestUrl: `${remotesOrigin}/${remote}/1.0.0/mf-manifest.json` }])) as EnvironmentFile['remotes'],
  };
}

const local = environment('local', true, 'http://127.0.0.1:8081');
const staging = environment('staging', true, 'https://remotes.staging.lender.example');
const production = environment('production', false, 'https://remotes.lender.example');

const SHELL = '<!doctype html><html><head><title>Portal</title></head><body><div id="portal-root"></div></body></html>';
/** The static frames as the host's build writes them (host/scripts/prerender-frames.ts). */
const PUBLIC_FRAME = '<div class="portal-public"><a href="https://marketing-site.invalid">Visit our website</a></div>\n';
const SIGNED_IN_OUTLINE = '<div class="portal-signed-in"><header class="portal-top-bar">Lender</header></div>\n';
const HSTS = 'max-age=31536000; includeSubDomains';

let folder: string;
let apiUrl: string;
let upstream: Server;
const hosts: FastifyInstance[] = [];

/** Stands in for the lender API: answers with what it received, with or without headers of its own. */
function startEchoingApi(): Promise<string> {
  upstream = createServer((request, response) => {
    const saysNothing = request.url?.startsWith('/silent');
    const ownHeaders = saysNothing ? {} : { 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer' };
    response.writeHead(200, { 'content-type': 'application/json', ...ownHeaders });
    response.end(JSON.stringify({ url: request.url, headers: request.headers }));
  });
  return new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`)));
}

/** A host server of its own for each environment file, since the file is what decides the headers. */
async function startHost(environmentFileText: string): Promise<string> {
  const environmentFile = join(folder, `environment-${hosts.length}.json`);
  await writeFile(environmentFile, environmentFileText);
  const app = await startHostServer({ hostDist: join(folder, 'dist'), environmentFile, apiUrl, port: 0, host: '127.0.0.1' });
  hosts.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A host server of its own, with a production environment, on a folder holding these files (name → text). */
async function startHostWith(name: string, files: Record<string, string>, manifests?: ManifestSource): Promise<string> {
  const dist = join(folder, `dist-${name}`);
  await mkdir(dist);
  for (const [file, text] of Object.entries(files)) await writeFile(join(dist, file), text);
  const environmentFile = join(folder, `environment-${name}.json`);
  await writeFile(environmentFile, JSON.stringify(production));
  const app = await startHostServer({ hostDist: dist, environmentFile, apiUrl, port: 0, host: '127.0.0.1', manifests });
  hosts.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyDirective = (answer: Response, name: string) => answer.headers.get('content-security-policy')?.split('; ').find((part) => part.startsWith(`${name} `));

let localHost: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'host-server-'));
  const dist = join(folder, 'dist');
  await mkdir(dist);
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, PUBLIC_FRAME_FILE), PUBLIC_FRAME);
  await writeFile(join(dist, SIGNED_IN_FRAME_FILE), SIGNED_IN_OUTLINE);
  await writeFile(join(dist, 'main.0123abcd.js'), 'console.log("main");');
  await writeFile(join(dist, 'main.0123abcd.js.gz'), gzipSync('console.log("main");'));
  await writeFile(join(dist, 'main.0123abcd.js.br'), brotliCompressSync('console.log("main");'));
  await writeFile(join(dist, 'status.html'), '<!doctype html><title>Status</title>');
  apiUrl = await startEchoingApi();
  localHost = await startHost(JSON.stringify(local));
});

afterAll(async () => {
  await Promise.all(hosts.map((app) => app.close()));
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

describe('Cache-Control', () => {
  it('keeps a hashed chunk for good', async () => {
    const answer = await fetch(`${localHost}/main.0123abcd.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends a chunk's pre-compressed copy the client takes, Brotli first, else gzip, kept for good either way", async () => {
    for (const [accepted, sent] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const answer = await fetch(`${localHost}/main.0123abcd.js`, { headers: { 'accept-encoding': accepted } });
      expect(answer.headers.get('content-encoding')).toBe(sent);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await answer.text()).toBe('console.log("main");');
    }
  });

  it('decides on the path, never on the query', async () => {
    expect((await fetch(`${localHost}/?x=.deadbeef.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${localHost}/loans/12?x=.deadbeef.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${localHost}/environment.json?x=.deadbeef.js`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${localHost}/main.0123abcd.js?v=2`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never keeps a missing chunk for good: it may be uploaded a moment later', async () => {
    const answer = await fetch(`${localHost}/late.89abcdef.js`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it("passes the API's Cache-Control through untouched, even on a path that looks hashed", async () => {
    expect((await fetch(`${localHost}/api/users/1?x=.deadbeef.js`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${localHost}/api/users/chunk.0123abcd.js`)).headers.get('cache-control')).toBe('no-store');
  });

  it('adds no Cache-Control to an API answer that has none', async () => {
    const answer = await fetch(`${localHost}/api/silent.0123abcd.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBeNull();
  });
});

describe('compression', () => {
  it('sends the shell page compressed to a browser that accepts it, the same page once decompressed', async () => {
    // A shell of a real page's size: the plain 1 KB shell of these tests is under the size worth compressing.
    const dist = join(folder, 'dist-large');
    await mkdir(dist);
    await writeFile(join(dist, 'index.html'), SHELL.replace('</head>', `<style>${'.portal-part{color:#123}'.repeat(400)}</style></head>`));
    const environmentFile = join(folder, 'environment-large.json');
    await writeFile(environmentFile, JSON.stringify(local));
    const app = await startHostServer({ hostDist: dist, environmentFile, apiUrl, port: 0, host: '127.0.0.1' });
    hosts.push(app);
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const plain = await fetch(`${origin}/my_deals`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = await plain.text();
    expect(page.length).toBeGreaterThan(10_000);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${origin}/my_deals`, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(compressed.headers.get('cache-control')).toBe('no-cache');
      expect(await compressed.text()).toBe(page);
    }
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Headers, env: EnvironmentFile) => {
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(env));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toEqual(expect.stringContaining('camera=(), microphone=(), geolocation=()'));
  };

  it.each([
    ['the shell', 'GET', '/', 200],
    ['the shell on a deep route', 'GET', '/my_deals/12', 200],
    ['a hashed chunk', 'GET', '/main.0123abcd.js', 200],
    ['another HTML file', 'GET', '/status.html', 200],
    ['the environment file', 'GET', '/environment.json', 200],
    ['a missing file', 'GET', '/missing.png', 404],
    ['a method nothing answers', 'DELETE', '/', 404],
  ])('come with %s', async (_what, method, path, status) => {
    const answer = await fetch(`${localHost}${path}`, { method });
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers, local);
  });

  it('serve the shell at / and send /index.html there, keeping the query', async () => {
    const shell = await fetch(`${localHost}/`);
    expect(shell.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The shell as built, with the environment handed over as data (deploy/src/shellPage.test.ts says the rest).
    const text = await shell.text();
    expect(text.startsWith('<!doctype html><html><head><title>Portal</title><script type="application/json" id="portal-boot-data">')).toBe(true);
    // The landing page is for signed-out visitors: it comes with the build's public frame, linked to the environment's site.
    expect(text.endsWith(`</head><body><div id="portal-root"><div class="portal-public"><a href="${local.marketingSiteUrl}">Visit our website</a></div></div></body></html>`)).toBe(true);

    // My Deals needs a signed-in person: it comes with the outline of the signed-in frame.
    expect(await (await fetch(`${localHost}/my_deals`)).text()).toContain(`<div id="portal-root">${SIGNED_IN_OUTLINE.trim()}</div>`);

    const index = await fetch(`${localHost}/index.html?mf-override=reset`, { redirect: 'manual' });
    expect(index.status).toBe(301);
    expect(index.headers.get('location')).toBe('/?mf-override=reset');
    expectSecurityHeaders(index.headers, local);
  });

  it('keep what the API set on its answers and add what it did not', async () => {
    const answer = await fetch(`${localHost}/api/users/1`);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('let the portal frame its e-signature return page, /pdf_signed, and nothing else', async () => {
    const signed = await fetch(`${localHost}/pdf_signed`);
    expect(signed.headers.get('content-security-policy')).toBe(contentSecurityPolicy(local).replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(signed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const other = await fetch(`${localHost}/pdf_signed_elsewhere`);
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leave out Strict-Transport-Security on a local run, served over plain http', async () => {
    expect((await fetch(`${localHost}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['a production environment', production],
    ['a lower environment reached over https', staging],
  ])('send Strict-Transport-Security for a year with subdomains in %s', async (_what, env) => {
    const host = await startHost(JSON.stringify(env));
    for (const path of ['/', '/main.0123abcd.js', '/environment.json', '/missing.png']) {
      const answer = await fetch(`${host}${path}`);
      expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
      expectSecurityHeaders(answer.headers, env);
    }
  });

  it('trust no remote origin, yet let the shell boot and say what is wrong, when the environment file is broken', async () => {
    const host = await startHost('{ "name": ');
    const shell = await fetch(`${host}/`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(shell.headers.get('strict-transport-security')).toBe(HSTS);
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${host}/environment.json`)).status).toBe(500);
  });
});

describe('the /api proxy', () => {
  it('drops the forwarding headers a client sent and names the real client in X-Forwarded-For', async () => {
    const answer = await fetch(`${localHost}/api/session?next=%2Floans`, {
      headers: {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Port': '443',
        Forwarded: 'for=203.0.113.7;host=evil.example;proto=https',
        'X-Real-IP': '203.0.113.7',
        'X-Request-Id': 'kept',
      },
    });
    const received = (await answer.json()) as { url: string; headers: Record<string, string> };
    expect(received.url).toBe('/session?next=%2Floans');
    expect(received.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip']) expect(received.headers[name]).toBeUndefined();
    expect(received.headers['x-request-id']).toBe('kept');
  });
});

describe('the Content-Security-Policy', () => {
  it("trusts code from the host, the allowed remote origins and the third parties' script origins, never inline or eval", () => {
    const policy = contentSecurityPolicy({
      ...production,
      thirdPartyScripts: { bankLinking: 'https://cdn.plaid.com/link/v2/stable/link-initialize.js', eSignature: 'https://js.docusign.com/bundle.js' },
    });
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://remotes.lender.example https://cdn.plaid.com https://js.docusign.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://cdn.plaid.com https://js.docusign.com");
    expect(directive('style-src')).toBe("style-src 'self' https://remotes.lender.example");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("allows the host's stylesheet put in a shell page by its hash, on that page only", async () => {
    const css = '.portal-public{display:flex}';
    const origin = await startHostWith('styled', { 'index.html': SHELL.replace('</head>', '<link href="/main.0123abcd.css" rel="stylesheet"></head>'), 'main.0123abcd.css': css });
    const hash = sha256Source(css);
    const styleSources = (answer: Response) => policyDirective(answer, 'style-src');

    const shell = await fetch(`${origin}/login`);
    expect(await shell.text()).toContain(`<title>Portal</title><style data-href="/main.0123abcd.css">${css}</style>`);
    expect(styleSources(shell)).toBe(`style-src 'self' https://remotes.lender.example ${hash}`);
    expect(shell.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    // The file itself, and every other answer, as before.
    const file = await fetch(`${origin}/main.0123abcd.css`);
    expect(await file.text()).toBe(css);
    expect(styleSources(file)).toBe("style-src 'self' https://remotes.lender.example");
  });
  it("puts the host's loader in every shell page, allowed by its hash: the file stays for whoever asks for it", async () => {
    const code = 'document.body.dataset.started="yes";\n';
    const origin = await startHostWith('loader', {
      'index.html': SHELL.replace('</body>', '<script defer="defer" src="/paint-first.0123abcd.js" data-portal-inline></script></body>'),
      [SIGNED_IN_FRAME_FILE]: SIGNED_IN_OUTLINE,
      'paint-first.0123abcd.js': code,
    });
    const scriptSources = (answer: Response) => policyDirective(answer, 'script-src');
    const hash = sha256Source(code);

    for (const path of ['/login', '/my_deals']) {
      const shell = await fetch(`${origin}${path}`);
      const page = await shell.text();
      expect(page).toContain(`<script>${code}</script></body>`);
      expect(page).not.toContain('paint-first.0123abcd.js');
      expect(scriptSources(shell)).toBe(`script-src 'self' https://remotes.lender.example ${hash}`);
      expect(shell.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    }
    const file = await fetch(`${origin}/paint-first.0123abcd.js`);
    expect(await file.text()).toBe(code);
    expect(scriptSources(file)).toBe("script-src 'self' https://remotes.lender.example");
  });

  it("allows the signed-in banners' script put in a signed-in page by its hash, on that page only", async () => {
    const code = 'document.body.dataset.ahead="yes";';
    const origin = await startHostWith('ahead', { 'index.html': SHELL, [SIGNED_IN_FRAME_FILE]: SIGNED_IN_OUTLINE, [SIGNED_IN_AHEAD_FILE]: `${code}\n` });
    const scriptSources = (answer: Response) => policyDirective(answer, 'script-src');
    const hash = sha256Source(code);

    const signedIn = await fetch(`${origin}/my_deals`);
    expect(await signedIn.text()).toContain(`<header class="portal-top-bar">Lender</header><script>${code}</script></div></div>`);
    expect(scriptSources(signedIn)).toBe(`script-src 'self' https://remotes.lender.example ${hash}`);
    expect(signedIn.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    // A signed-out page has no outline to draw into: neither the script nor its hash.
    const signedOut = await fetch(`${origin}/login`);
    expect(await signedOut.text()).not.toContain('<script>');
    expect(scriptSources(signedOut)).toBe("script-src 'self' https://remotes.lender.example");
  });

  it('allows the script that shows the public frame to a visitor by its hash, on the pages for anyone only', async () => {
    const origin = await startHostWith('visitor', { 'index.html': SHELL, [PUBLIC_FRAME_FILE]: PUBLIC_FRAME, [SIGNED_IN_FRAME_FILE]: SIGNED_IN_OUTLINE });
    const scriptSources = (answer: Response) => policyDirective(answer, 'script-src');
    for (const path of ['/unlock_account?user_id=7&token=abc', '/no/such/page']) {
      const shell = await fetch(`${origin}${path}`);
      expect(await shell.text()).toContain(`</template><script>${VISITOR_FRAME_SCRIPT}</script></div>`);
      expect(scriptSources(shell)).toBe(`script-src 'self' https://remotes.lender.example ${sha256Source(VISITOR_FRAME_SCRIPT)}`);
    }
    const login = await fetch(`${origin}/login`);
    expect(await login.text()).not.toContain('<script>');
    expect(scriptSources(login)).toBe("script-src 'self' https://remotes.lender.example");
  });

  it('allows the script that shows a page drawn ahead for kinds of person by its hash, on the page that carries one only', async () => {
    const manifestUrl = production.remotes.profile.manifestUrl;
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        portal: { prerenderedFor: { BorrowerApplication: [{ file: 'prerendered/BorrowerApplication.1.html', facts: ['application-tab:0'] }] } },
      },
      exposes: [],
    };
    const known: Record<string, unknown> = { [manifestUrl]: manifest, [new URL('prerendered/BorrowerApplication.1.html', manifestUrl).href]: '<h1>Application</h1>' };
    const answer = async (url: string) => known[url] as never;
    const origin = await startHostWith('picture', { 'index.html': SHELL, [SIGNED_IN_FRAME_FILE]: '<div class="portal-signed-in"><header class="portal-top-bar">Lender</header><main></main></div>\n' }, { manifest: answer, page: answer, stylesheet: answer });
    const scriptSources = (answer: Response) => policyDirective(answer, 'script-src');

    const application = await fetch(`${origin}/borrower_application`);
    expect(await application.text()).toContain(`</template><script>${PICTURE_FOR_SESSION_SCRIPT}</script></main>`);
    expect(scriptSources(application)).toBe(`script-src 'self' https://remotes.lender.example ${sha256Source(PICTURE_FOR_SESSION_SCRIPT)}`);
    const another = await fetch(`${origin}/settings`);
    expect(await another.text()).not.toContain('<script>');
    expect(scriptSources(another)).toBe("script-src 'self' https://remotes.lender.example");
  });
});
