import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

const serverImport = {
  group: ['@/server', '@/server/*', '**/server/*', '../server', '../../server'],
  message: 'UI and shared code must not import src/server: go through the API client (src/framework/rest).',
};

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'scratch/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    // Import boundary: only pages (for server-side data loading) and the server itself reach into src/server.
    files: ['src/components/**', 'src/framework/**', 'src/store/**', 'src/shared/**', 'src/config/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    files: ['src/server/**'],
    plugins: { drizzle },
    rules: {
      // An update or delete without a where clause would touch every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // No import cycles: a module that is still being evaluated hands out undefined bindings, and a cycle means
    // two modules know about each other. eslint-config-next already brings eslint-plugin-import with the
    // TypeScript resolver (so `@/` paths resolve); it registers the plugin for these files only.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // Cycles are among our own files: never parse packages while following imports.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Next's and next-i18next's configuration files are CommonJS.
    files: ['next.config.js', 'next-i18next.config.js', 'scripts/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
