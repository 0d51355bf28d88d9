import { join } from 'node:path';
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Plays the CDN for one remote: its artifacts, one folder per version. Manifests and entries are always
 * revalidated so a promotion takes effect at once; hashed chunks are cached for good.
 */
export async function startRemoteServer(options: { artifactsDir: string; remotePackage: string; port: number; host: string }) {
  const app = fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    // Remote code is fetched cross-origin by the host, with CORS (scripts carry crossorigin for integrity checks).
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(request.url);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  await app.register(fastifyStatic, {
    root: join(options.artifactsDir, options.remotePackage),
    preCompressed: true,
    cacheControl: false,
    index: false,
  });
  await app.listen({ port: options.port, host: options.host });
  return app;
}
