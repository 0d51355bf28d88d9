import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import * as v from 'valibot';
import { EnvironmentFile } from '@portal/shared-contracts';

export interface HostServerOptions {
  hostDist: string;
  /** Read at every request, so that an operator's change takes effect at the next page load. */
  environmentFile: string;
  apiUrl: string;
  port: number;
  host: string;
}

async function readEnvironment(path: string): Promise<EnvironmentFile> {
  return v.parse(EnvironmentFile, JSON.parse(await readFile(path, 'utf8')));
}

/** No inline script or style and no eval; remote code only from the environment's allowed origins (DESIGN §5). */
export function contentSecurityPolicy(env: EnvironmentFile): string {
  const remotes = env.allowedOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the host shell, its environment file and, under `/api`, the lender API, so that the session
 * cookie stays first-party. Any path that is not a file gets the shell, which routes it.
 */
export async function startHostServer(options: HostServerOptions) {
  const app = fastify({ logger: false });

  app.get('/environment.json', async (_request, reply) => {
    const env = await readEnvironment(options.environmentFile);
    return reply.header('Cache-Control', 'no-store').send(env);
  });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '',
    http2: false,
    // The API limits sign-in attempts per client address: tell it whose request this is (it trusts loopback proxies).
    replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
  });

  await app.register(fastifyStatic, { root: options.hostDist, preCompressed: true, index: false, cacheControl: false });

  const sendShell = async (reply: import('fastify').FastifyReply) => {
    const env = await readEnvironment(options.environmentFile);
    const html = await readFile(join(options.hostDist, 'index.html'), 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(env))
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .send(html);
  };

  app.get('/', (_request, reply) => sendShell(reply));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendShell(reply);
    return reply.code(404).send({ message: 'Not found' });
  });

  app.addHook('onSend', async (request, reply) => {
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(request.url);
    if (immutable) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  });

  await app.listen({ port: options.port, host: options.host });
  return app;
}
