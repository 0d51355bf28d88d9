import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configFromEnvironment } from './config';
import { openConfiguredDatabase } from './db/database';

/** `pnpm --filter @portal/api start`: the lender API on HOST:PORT, its database migrated first. */
async function main(): Promise<void> {
  const config = configFromEnvironment();
  const database = await openConfiguredDatabase(config);
  let app: FastifyInstance | undefined;
  // In-flight requests finish before the database goes away.
  const close = async () => {
    await app?.close();
    await database.close();
  };

  try {
    await database.migrate();
    await database.keepStatistics();
    app = await buildApp({ db: database.db, config });
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) => `Lender API (${config.environment}) listening at ${address}, database: ${database.description}`,
    });
  } catch (error) {
    // A pool left open would keep the process alive after a failed start (a port in use, say).
    await close();
    throw error;
  }

  const started = app;
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      started.log.info(`${signal}: closing`);
      close().catch((error: unknown) => {
        started.log.error({ err: error }, 'closing failed');
        process.exitCode = 1;
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
