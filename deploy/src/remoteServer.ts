import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface RemoteServerOptions {
  /** The artifact store: one folder per remote package, one per version inside (`remote-loans/1.4.0/`). */
  artifactsDir: string;
  remotePackage: string;
  /** The origins of the hosts that load this remote: only they get CORS answers. */
  hostOrigins: readonly string[];
}

const ONE_YEAR_IN_SECONDS = 31_536_000;

/** The hosts the remotes' servers answer with CORS: the environment file's `hostOrigins`, or this machine's host server. */
export function hostOriginsOf(environmentFile: string, fallback = 'http://127.0.0.1:8080'): string[] {
  const named = (JSON.parse(readFileSync(environmentFile, 'utf8')) as { hostOrigins?: string[] }).hostOrigins ?? [];
  return named.length > 0 ? named : [fallback];
}

/** A file named by its content (`name.0123abcd.js`, its map and its compressed copies): it never changes under that name. */
const isHashedFile = (path: string) => /\.[0-9a-f]{8}\.(js|css)(\.map)?(\.gz|\.br)?$/.test(path);

/**
 * Plays the CDN for one remote: its artifacts, one folder per version, laid out as the bucket is. Hashed files are
 * cached for a year as immutable; everything else (the manifest, the entry, the release record) is revalidated, so a
 * promotion takes effect at the next page load. Scripts are loaded cross-origin with `crossorigin` (for their
 * integrity), so the host's origin gets CORS, and no other origin does.
 */
export async function buildRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const app = fastify({ logger: false });
  const allowed = new Set(options.hostOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin, Accept-Encoding');
    reply.header('X-Content-Type-Options', 'nosniff');
    const path = request.url.split('?')[0] ?? request.url;
    reply.header('Cache-Control', isHashedFile(path) && reply.statusCode < 400 ? `public, max-age=${ONE_YEAR_IN_SECONDS}, immutable` : 'no-cache');
  });
  await app.register(fastifyStatic, {
    root: join(options.artifactsDir, options.remotePackage),
    preCompressed: true,
    cacheControl: false,
    index: false,
    // A staging folder of a release being built is never served.
    allowedPath: (path) => !path.split('/').some((part) => part.startsWith('.')),
  });
  return app;
}

export async function startRemoteServer(options: RemoteServerOptions & { port: number; host: string }): Promise<FastifyInstance> {
  const app = await buildRemoteServer(options);
  await app.listen({ port: options.port, host: options.host });
  return app;
}
