import { defineConfig } from 'drizzle-kit';

/** drizzle-kit writes the one set of migrations that both PGlite and PostgreSQL run at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
