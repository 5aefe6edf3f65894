import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

// The API files of a worker run one after another on modules loaded once (isolate: false) instead of importing the
// whole server anew for each file (a quarter of an API file's time). Each file restores what it changes (process.env
// through resetServerEnv, fake timers, spies); module caches are keyed by database or app. Vitest reuses a worker
// only within one project, so the PGlite and PostgreSQL passes never share one. VITEST_SHARED_MODULES=0 isolates
// every file again (to tell a leak between files from a failure of the file itself).
const sharedModules = process.env.VITEST_SHARED_MODULES !== '0';

/** The API suite's project on one database engine: PGlite, or TEST_DATABASE_URL's PostgreSQL server. */
const apiProject = (name: string, env: Record<string, string> = {}) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    env,
    isolate: !sharedModules,
    // The database is migrated and seeded once per run and engine; each file starts from a copy of it.
    globalSetup: ['tests/api/helpers/seed-template.ts'],
    environment: 'node' as const,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
// TEST_POSTGRES_URL adds the API suite on that PostgreSQL server as a second project of the same run, sharing its
// workers with the rest (CI). TEST_DATABASE_URL instead moves the one API project to PostgreSQL.
const postgresUrl = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    // The JSON report feeds scripts/slowest-tests.mjs (CI lists the ten slowest tests at the end).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default leaves one core to its main process; the test files (each API file on a database of its
    // own) keep every core busy instead. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism(),
    projects: [
      // Type tests (tests/unit/*.test-d.ts) are checked once, by `npm run typecheck` (tsc includes them).
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      apiProject('api'),
      ...(postgresUrl ? [apiProject('api-postgres', { TEST_DATABASE_URL: postgresUrl })] : []),
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['tests/unit/helpers/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
