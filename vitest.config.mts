import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default leaves one core to its main process; the test files (each API file on a database of its
    // own) keep every core busy instead. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // Type tests (*.test-d.ts) are checked by the compiler: the wire types against the API's document.
          typecheck: { enabled: true, include: ['tests/unit/**/*.test-d.ts'], tsconfig: 'tsconfig.typetests.json' },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
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
