import { configFromEnvironment } from './config';
import { openConfiguredDatabase } from './db/database';
import { configuredFileStore } from './files/configured-store';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from './seed';

/** `pnpm --filter @portal/api seed`: migrates the configured database and fills the demo accounts. */
async function main(): Promise<void> {
  const config = configFromEnvironment();
  // Demo people with a published password are a lower-environment feature, as registration and the outbox are.
  if (!config.lowerEnvironment) throw new Error(`The demo accounts (password ${DEMO_PASSWORD}) belong in a lower environment only: set LOWER_ENVIRONMENT=true.`);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await seedDemoData(database.db, { fileStore: configuredFileStore(config), dataEncryptionKey: config.dataEncryptionKey });
  } finally {
    await database.close();
  }
  console.log(`Demo accounts in ${database.description} (password ${DEMO_PASSWORD}):`);
  for (const person of Object.values(DEMO_PEOPLE)) {
    const invited = 'invitedThrough' in person ? `  (invited, ${person.invitedThrough} flow: signs in with an e-mailed code)` : '';
    console.log(`  ${person.email}  ${person.firstName} ${person.lastName}${invited}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
