import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve both PGlite (embedded) and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
