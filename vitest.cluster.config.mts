import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The cluster suite (`npm run test:cluster`): two production instances behind nginx on PostgreSQL
// (scripts/cluster.mjs). Needs the production build, nginx and a PostgreSQL server; one file, one cluster.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-cluster.json' },
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
