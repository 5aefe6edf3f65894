import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

const serverImport = {
  group: ['@/server', '@/server/*', '**/server/*', '../server', '../../server'],
  message: 'UI and shared code must not import src/server: go through the API client (src/framework/rest).',
};

/**
 * Home-made substitutes (docs/ARCHITECTURE.md): they render or behave as the library does without its client
 * code on every page, so the library's own modules are imported only by the substitutes themselves and by the
 * tests that compare the two.
 */
const reactQueryHooks = [
  'useQuery',
  'useQueries',
  'useInfiniteQuery',
  'useSuspenseQuery',
  'useSuspenseQueries',
  'useSuspenseInfiniteQuery',
  'usePrefetchQuery',
  'usePrefetchInfiniteQuery',
  'useMutation',
  'useMutationState',
  'useQueryClient',
  'useIsFetching',
  'useIsMutating',
  'useIsRestoring',
  'useQueryErrorResetBoundary',
  'QueryClientProvider',
  'HydrationBoundary',
];
const houseSubstitutes = {
  paths: [
    {
      name: 'next/link',
      allowTypeImports: true,
      message: 'Use Link from @/components/ui/link: the same links without next/link on every page.',
    },
    {
      name: 'next/image',
      allowTypeImports: true,
      message: 'Use Image from @/components/ui/image: the same markup without next/image on every page.',
    },
    {
      name: '@tanstack/react-query',
      importNames: reactQueryHooks,
      allowTypeImports: true,
      message:
        'Use useQuery/useInfiniteQuery/useLoadQueryClient/QueryProvider from @/framework/rest/query and useMutation from @/framework/rest/mutation: React Query loads after the page.',
    },
  ],
};
const substituteFiles = [
  'src/components/ui/link.tsx',
  'src/components/ui/image.tsx',
  'src/framework/rest/query.tsx',
  'src/framework/rest/mutation.ts',
  // Tests that pin a substitute to the library it replaces.
  'tests/unit/link.test.tsx',
  'tests/unit/link-server.test.ts',
  'tests/unit/image.test.ts',
  'tests/unit/query-hooks.test.tsx',
  'tests/unit/query-hash.test.ts',
];

/**
 * UI code formats money, numbers and dates with the house's helpers, which write English without Intl (the first
 * Intl formatter costs a page tens of milliseconds; tests pin the same strings as Intl) and cache the rest.
 * Intl and toLocale…String stay inside those helpers (src/lib).
 */
const settingsFence = [
  {
    selector:
      "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'][property.name!='NODE_ENV']",
    message: 'Read settings through publicSettings() from @/config/public-env, not process.env.',
  },
  {
    selector: ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
    message: 'Read settings through publicSettings() from @/config/public-env, not process.env.',
  },
];

const formattingHelpers =
  'Use the house formatting helpers: formatPrice/useMoneyFormat (@/lib/use-price), formatDate/formatDateTime (@/lib/format-date), formatCount/formatPercent/formatDistance (@/lib/format-number).';

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
      'reports/**',
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
    // A rule of its own (not no-restricted-imports), so it adds to the server boundary above instead of replacing it.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: substituteFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', houseSubstitutes] },
  },
  {
    // The app reads and writes its cookie through src/lib/cookie.ts; tests still use js-cookie to look at the jar.
    files: ['src/**/*.{ts,tsx,mts}'],
    ignores: substituteFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...houseSubstitutes.paths,
            { name: 'js-cookie', message: 'Use @/lib/cookie: the same cookies without js-cookie on every page.' },
          ],
        },
      ],
    },
  },
  {
    // Settings fence: UI code reads the environment only through src/config/public-env.ts (publicSettings), which
    // reads it at run time. A literal `process.env.NEXT_PUBLIC_…` would be inlined by Next at build time, tying
    // the build to one provider and one site address. process.env.NODE_ENV (dead-code elimination) stays allowed.
    // Formatting fence (UI only): a library substitute of its own kind (see formattingHelpers above). Both use
    // no-restricted-syntax, and a later block would replace an earlier one's selectors, so they are listed together.
    files: ['src/components/**', 'src/framework/**', 'src/store/**', 'src/shared/**', 'src/lib/**', 'src/pages/**'],
    ignores: ['src/pages/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...settingsFence] },
  },
  {
    files: ['src/components/**', 'src/pages/**', 'src/store/**', 'src/framework/**'],
    ignores: ['src/pages/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: formattingHelpers }],
      'no-restricted-syntax': [
        'error',
        ...settingsFence,
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: formattingHelpers,
        },
      ],
    },
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
    // Checked in the application (src): tests and scripts import it but nothing in it imports them, and following
    // their imports too doubled the lint's time (the rule is three quarters of it).
    files: ['src/**/*.{ts,tsx}'],
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
    // Next's and next-i18next's configuration files are CommonJS, and so are the modules next.config.js reads.
    files: ['next.config.js', 'next-i18next.config.js', 'scripts/**/*.cjs', 'src/config/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
