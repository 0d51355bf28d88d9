import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit writes the one set of migrations that both PGlite and PostgreSQL run at start, from every area's
 * tables: each area keeps its own in `src/<area>/schema.ts`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/*/schema.ts',
  out: './drizzle',
});
