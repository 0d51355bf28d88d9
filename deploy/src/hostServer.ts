import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import * as v from 'valibot';
import { EnvironmentFile, pathFor, PUBLIC_FRAME_FILE, SIGNED_IN_AHEAD_FILE, SIGNED_IN_FRAME_FILE } from '@portal/shared-contracts';
import { withHostScriptsInline } from './inlineHostScripts';
import { hashSource, withStylesheetsInline } from './inlineStylesheets';
import { createManifestSource, inlineScript, PICTURE_FOR_SESSION_SCRIPT, shellPage, VISITOR_FRAME_SCRIPT, type ManifestSource } from './shellPage';

export interface HostServerOptions {
  hostDist: string;
  /** Read at every request, so that an operator's change takes effect at the next page load. */
  environmentFile: string;
  apiUrl: string;
  /** Where the shell's remote manifests come from (tests give their own). */
  manifests?: ManifestSource;
}

export interface ListeningHostServerOptions extends HostServerOptions {
  port: number;
  host: string;
}

const ONE_YEAR_IN_SECONDS = 31_536_000;

async function readEnvironment(path: string): Promise<EnvironmentFile> {
  return v.parse(EnvironmentFile, JSON.parse(await readFile(path, 'utf8')));
}

/** The shell and `/environment.json` fail loudly on a broken file; the headers of every answer must not fail with them. */
async function readEnvironmentIfValid(path: string): Promise<EnvironmentFile | undefined> {
  try {
    return await readEnvironment(path);
  } catch {
    return undefined;
  }
}

/**
 * The origins of the third parties' scripts (bank linking, e-signature) an environment names; a lower environment's
 * stand-in is a path on the host's own origin (under /api), which 'self' already allows.
 */
function thirdPartyOrigins(env: EnvironmentFile | undefined): string[] {
  return Object.values(env?.thirdPartyScripts ?? {})
    .filter((url): url is string => typeof url === 'string' && URL.canParse(url))
    .map((url) => new URL(url).origin);
}

/** `'sha256-…'` of each style and script element the server put in a shell page. */
interface InlineHashes {
  styleHashes?: string[];
  scriptHashes?: string[];
}

/**
 * No eval; code only from the host itself, the environment's allowed remote origins and the third parties' script
 * origins it names (DESIGN §5). The third parties' widgets also open frames of their own. No inline script or style
 * but those the server itself put in a shell page (its stylesheets, the host's loader, the signed-in banners' script,
 * the scripts that show a page drawn ahead for a kind of person and the public frame to a visitor), each allowed by its
 * hash, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy(env: EnvironmentFile): string {
  return policyTrusting(env.allowedOrigins, thirdPartyOrigins(env));
}

function policyTrusting(remoteOrigins: string[], thirdParties: string[], framedBySelf = false, { styleHashes = [], scriptHashes = [] }: InlineHashes = {}): string {
  const selfAndRemotes = ["'self'", ...remoteOrigins].join(' ');
  const withThirdParties = (sources: string) => [sources, ...thirdParties].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[withThirdParties(selfAndRemotes), ...scriptHashes].join(' ')}`,
    `style-src ${[selfAndRemotes, ...styleHashes].join(' ')}`,
    `img-src ${selfAndRemotes} data:`,
    `connect-src ${withThirdParties(selfAndRemotes)}`,
    `frame-src ${withThirdParties("'self'")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

const isLoopbackAddress = (url: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(url).hostname);

/**
 * A lower environment whose code all comes from this machine is a local run on plain http. Anything else is
 * reached over https, including a broken file: when in doubt, the production-safe answer.
 */
function isLocalRun(env: EnvironmentFile | undefined): boolean {
  if (!env?.lower) return false;
  const codeAddresses = [...env.allowedOrigins, ...Object.values(env.remotes).map((pin) => pin.manifestUrl)];
  return codeAddresses.every(isLoopbackAddress);
}

/**
 * The one page the portal frames itself: the e-signature's return page, which the signing frame lands on and which
 * tells the portal around it (spec 000 §2 'PdfSigned'). Every other page may be framed by nobody.
 */
const FRAMED_BY_THE_PORTAL = new Set([pathFor('PdfSigned')]);

/**
 * What every answer of the host tells the browser, whatever produced it (shell, static file, 404, error); a shell page
 * also names the hashes of the stylesheets put in it.
 */
function securityHeaders(env: EnvironmentFile | undefined, path: string, inline: InlineHashes = {}): Record<string, string> {
  const framedBySelf = FRAMED_BY_THE_PORTAL.has(path);
  return {
    // Without a readable environment no remote is trusted; the shell still boots and says what is wrong.
    'Content-Security-Policy': policyTrusting(env?.allowedOrigins ?? [], thirdPartyOrigins(env), framedBySelf, inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors says the same to browsers that read CSP; this is for those that do not.
    'X-Frame-Options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Powerful features the portal never uses: a script that slipped in cannot ask for them either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(isLocalRun(env) ? {} : { 'Strict-Transport-Security': `max-age=${ONE_YEAR_IN_SECONDS}; includeSubDomains` }),
  };
}

/** The API's own headers win: it knows its answers (a file served back, an error) better than the host does. */
function addMissingHeaders(reply: FastifyReply, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;
const queryOf = (url: string) => url.slice(pathOf(url).length);

/** Hashed names change with their content, so such a file may be kept for good; an error never is (the chunk may come later). */
function isHashedFile(path: string, statusCode: number): boolean {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(path) && statusCode < 400;
}

/** Only this server may tell the API who the client is: the API believes forwarding headers that come from loopback. */
const isForwardingHeader = (name: string) => name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-');

function headersForTheApi(request: Pick<FastifyRequest, 'ip'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const fromTheClient = Object.entries(headers).filter(([name]) => !isForwardingHeader(name));
  // The API limits sign-in attempts per client address: this names the one who actually connected.
  return { ...Object.fromEntries(fromTheClient), 'x-forwarded-for': request.ip };
}

/** `/api` goes to the lender API, so that the session cookie stays first-party. Its answers keep their Cache-Control. */
async function apiProxy(app: FastifyInstance, options: HostServerOptions) {
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '',
    http2: false,
    replyOptions: { rewriteRequestHeaders: headersForTheApi },
  });
}

/** The shell, its environment file and its static files. Any path that is not a file gets the shell, which routes it. */
async function hostShell(app: FastifyInstance, options: HostServerOptions) {
  const manifests = options.manifests ?? createManifestSource();
  const hostFile = (file: string) => readFile(join(options.hostDist, file), 'utf8').catch(() => undefined);
  // The host's own stylesheets by their path, a remote's (a page it drew ahead) by its address.
  const stylesheet = async (href: string) => (/^\/[\w.-]+\.css$/.test(href) ? hostFile(href.slice(1)) : /^https?:\/\//.test(href) ? manifests.stylesheet(href) : undefined);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // The host's own page, before any remote's markup is put in it: only its marked scripts are put inline.
    const host = await withHostScriptsInline(await readFile(join(options.hostDist, 'index.html'), 'utf8'), hostFile);
    const html = host.html;
    const frames = { public: await hostFile(PUBLIC_FRAME_FILE), signedIn: await hostFile(SIGNED_IN_FRAME_FILE), signedInAhead: (await hostFile(SIGNED_IN_AHEAD_FILE))?.trim() };
    const env = await readEnvironmentIfValid(options.environmentFile);
    const path = pathOf(request.url);
    const page = await withStylesheetsInline(await shellPage(html, env, path, manifests, frames, queryOf(request.url)), stylesheet);
    // The host's loader and, when shellPage put them in the page, the signed-in banners' script, the one that shows a page
    // drawn ahead for a kind of person and the one that shows the public frame to a visitor: each allowed by its hash,
    // and nothing else inline.
    const inPage = (code: string | undefined) => {
      const inline = inlineScript(code);
      return inline !== '' && page.html.includes(inline) ? [hashSource(code!)] : [];
    };
    const scriptHashes = [...host.scriptHashes, ...inPage(frames.signedInAhead), ...inPage(PICTURE_FOR_SESSION_SCRIPT), ...inPage(VISITOR_FRAME_SCRIPT)];
    addMissingHeaders(reply, securityHeaders(env, path, { styleHashes: page.styleHashes, scriptHashes }));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').compress(page.html);
  };

  // The shell page is made for each request (the environment, manifests, frames): compressed as it is sent, since its
  // bytes come before anything else on the page (with the host's stylesheet in it, a signed-in page: 66.8 KB, 12.8 KB
  // in Brotli; /login 48.6 KB, 10.4 KB). Brotli at a quality that costs under a millisecond here; the static files are
  // compressed at build time (preCompressed below).
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });

  app.get('/environment.json', async (_request, reply) => {
    const env = await readEnvironment(options.environmentFile);
    return reply.header('Cache-Control', 'no-store').send(env);
  });

  await app.register(fastifyStatic, { root: options.hostDist, preCompressed: true, index: false, cacheControl: false });

  app.get('/', (request, reply) => sendShell(request, reply));
  // The shell routes by path and `/index.html` is no route of the portal: one address for the shell.
  app.get('/index.html', (request, reply) => reply.redirect(`/${queryOf(request.url)}`, 301));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathOf(request.url))) return sendShell(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });

  app.addHook('onSend', async (request, reply) => {
    if (isHashedFile(pathOf(request.url), reply.statusCode)) reply.header('Cache-Control', `public, max-age=${ONE_YEAR_IN_SECONDS}, immutable`);
    else if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  });
}

/** The host's server, built but not listening: the caller chooses where. */
export async function buildHostServer(options: HostServerOptions): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    addMissingHeaders(reply, securityHeaders(await readEnvironmentIfValid(options.environmentFile), pathOf(request.url)));
  });
  // Two siblings, so that the shell's caching rules never reach an answer of the API.
  await app.register(apiProxy, options);
  await app.register(hostShell, options);
  return app;
}

export async function startHostServer(options: ListeningHostServerOptions): Promise<FastifyInstance> {
  const app = await buildHostServer(options);
  await app.listen({ port: options.port, host: options.host });
  return app;
}
