import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests over real HTTP against the one production build (`npm run build`), served with different
 * settings (the storefront reads its public settings at run time, src/config/public-env.ts):
 * - `production-server` and `next-start`: the shop with its built-in API on a fresh embedded database, served by
 *   the production server (src/server/production.ts) and by `next start` (API through Next's /api route). The API
 *   smoke tests run on both; the shopper journey, the accessibility, layout and six-language checks, the account
 *   flows (real Chromium) and the HTML validity check (W3C Nu checker, needs Java) on the first.
 * - `external-provider`: the production server pointed at the mock external provider (tests/e2e/mock-provider)
 *   with the built-in API off, browsing the provider's catalogue.
 * - `two-origins`: this shop split in two, as a shop that scales its API apart runs it: the API alone (`npm run api`)
 *   on one port with CORS_ORIGINS and PUBLIC_API_URL, and the production server on another pointed at it with the
 *   built-in API off. The shopper journey across the two origins: pictures, sign-in, cart, checkout.
 * - `payments-stripe`: the production server with Stripe test keys and its API pointed at the fake Stripe
 *   (tests/fakes/stripe-server.ts, which also sends it signed webhooks); in the browser js.stripe.com is the Stripe.js
 *   double and api.stripe.com the same fake (tests/e2e/support/stripe.ts). Card payments and /cards.
 * Browser tests use Debian's Chromium when it is installed (this machine cannot download Playwright's own),
 * and Playwright's bundled browser elsewhere. Debian's headless shell (package chromium-headless-shell, the browser
 * Playwright itself runs headless) is preferred: the full browser in headless mode took ~1.5x as long for the same
 * spec on this machine (languages.spec.ts: 2.8 against 1.9 min).
 */
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ||
  '/usr/bin/chromium';
const dataRoot = path.join(os.tmpdir(), 'pickbazar-e2e');
/** The shop with its built-in API, served by the production server and by `next start`. */
const builtIn = { production: 3210, next: 3211 } as const;
const mockProvider = { port: 3220, origin: 'http://127.0.0.1:3220' };
const externalPort = 3221;
/** The storefront and the API it calls from the browser, on two origins (two-origins project). */
const twoOrigins = {
  web: { port: 3996, origin: 'http://127.0.0.1:3996' },
  api: { port: 3999, origin: 'http://127.0.0.1:3999' },
};
process.env.TWO_ORIGINS_API = twoOrigins.api.origin;
const stripeShop = { port: 3212, origin: 'http://127.0.0.1:3212' };
const fakeStripe = { port: 3230, origin: 'http://127.0.0.1:3230' };
/** Test-mode look-alikes: the fake accepts any sk_/pk_ key; the webhook secret is shared by the fake and the shop. */
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_fake_e2e',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_e2e',
};
process.env.FAKE_STRIPE_URL = fakeStripe.origin;

/**
 * The servers of the suite. Each is started at once by Playwright and is ready when `ready` answers
 * (tests/e2e/support/servers-ready.ts), and its port must be free when the run starts.
 */
const servers: { name: string; command: string; ready: string; env?: Record<string, string> }[] = [
  ...(Object.keys(builtIn) as (keyof typeof builtIn)[]).map((mode) => ({
    name: mode,
    command: `node scripts/e2e-server.mjs ${mode} ${builtIn[mode]} ${path.join(dataRoot, mode)}`,
    ready: `http://127.0.0.1:${builtIn[mode]}/api/types`,
  })),
  {
    name: 'mock-provider',
    command: 'npx tsx tests/e2e/mock-provider/server.ts',
    ready: `${mockProvider.origin}/api/settings`,
    env: { MOCK_PROVIDER_PORT: String(mockProvider.port), MOCK_PROVIDER_ORIGIN: mockProvider.origin },
  },
  {
    name: 'payments-stripe',
    command: `node scripts/e2e-server.mjs production ${stripeShop.port} ${path.join(dataRoot, 'payments-stripe')}`,
    ready: `${stripeShop.origin}/api/types`,
    env: { ...stripeKeys, STRIPE_API_URL: fakeStripe.origin },
  },
  {
    name: 'fake-stripe',
    command: 'npx tsx tests/fakes/stripe-server.ts',
    // Answers 401 (no API key), which counts as up.
    ready: `${fakeStripe.origin}/v1/balance`,
    env: {
      FAKE_STRIPE_PORT: String(fakeStripe.port),
      FAKE_STRIPE_WEBHOOK_URL: `${stripeShop.origin}/api/webhooks/stripe`,
      FAKE_STRIPE_WEBHOOK_SECRET: stripeKeys.STRIPE_WEBHOOK_SECRET,
    },
  },
  {
    name: 'external',
    command: `node scripts/e2e-server.mjs external ${externalPort} ${path.join(dataRoot, 'external')}`,
    ready: `http://127.0.0.1:${externalPort}/favicon.svg`,
    env: { MOCK_PROVIDER_ORIGIN: mockProvider.origin },
  },
  {
    name: 'two-origins-api',
    command: `node scripts/e2e-server.mjs two-origins-api ${twoOrigins.api.port} ${path.join(dataRoot, 'two-origins')}`,
    ready: `${twoOrigins.api.origin}/api/types`,
    env: { TWO_ORIGINS_API_ORIGIN: twoOrigins.api.origin, TWO_ORIGINS_SITE_URL: twoOrigins.web.origin },
  },
  {
    name: 'two-origins-web',
    command: `node scripts/e2e-server.mjs two-origins-web ${twoOrigins.web.port} ${path.join(dataRoot, 'two-origins-web')}`,
    ready: `${twoOrigins.web.origin}/favicon.svg`,
    env: { TWO_ORIGINS_API_ORIGIN: twoOrigins.api.origin, TWO_ORIGINS_SITE_URL: twoOrigins.web.origin },
  },
];

// Once per run, in the runner's process (its workers load this file again and inherit the variable): the run's
// seeded database, which every server with the built-in API copies at start (scripts/e2e-server.mjs), and a check
// that no server of an earlier run still holds a port (Playwright checks that only for servers it waits for).
if (!process.env.E2E_TEMPLATE_DIR) {
  process.env.E2E_TEMPLATE_DIR = path.join(dataRoot, `template-${Date.now().toString(36)}${process.pid}`);
  const ports = servers.map(({ ready }) => new URL(ready).port);
  execFileSync(process.execPath, ['scripts/e2e-ports-free.mjs', ...ports], { stdio: 'inherit' });
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two browsers at a time: the servers share the machine (two cores in CI) with them. E2E_WORKERS tries another
  // count (a full run used about 390 CPU seconds, so two cores are far from busy with two browsers).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // The JSON report feeds scripts/slowest-tests.mjs (CI lists the ten slowest tests at the end).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Pages are rendered by production builds on a 2-core machine that also runs seven servers for the suite.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: existsSync(chromium)
      ? {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  projects: [
    {
      name: 'production-server',
      testMatch: [
        'api-smoke.spec.ts',
        'shopper-journey.spec.ts',
        'cart-language.spec.ts',
        'accessibility.spec.ts',
        'layout.spec.ts',
        'languages.spec.ts',
        'account-journey.spec.ts',
        'password-reset.spec.ts',
        'phone-sign-in.spec.ts',
        'session.spec.ts',
        'page-safety.spec.ts',
        'html-validity.spec.ts',
        'checkout.spec.ts',
        'orders.spec.ts',
        'payments.spec.ts',
        'catalogue-extras.spec.ts',
        'downloads-refunds.spec.ts',
        'community.spec.ts',
        'reviews.spec.ts',
        'back-office.spec.ts',
        'back-office-community.spec.ts',
        'back-office-products.spec.ts',
        'back-office-refunds.spec.ts',
        'back-office-shops.spec.ts',
        'sitemap.spec.ts',
        'search-facets.spec.ts',
      ],
      use: { baseURL: `http://127.0.0.1:${builtIn.production}` },
    },
    {
      name: 'next-start',
      testMatch: ['api-smoke.spec.ts', 'page-safety.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${builtIn.next}` },
    },
    {
      name: 'external-provider',
      testMatch: ['external-provider.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${externalPort}` },
    },
    {
      name: 'two-origins',
      testMatch: ['two-origins.spec.ts'],
      use: { baseURL: twoOrigins.web.origin },
    },
    {
      name: 'payments-stripe',
      testMatch: ['stripe-payment.spec.ts', 'cards.spec.ts', 'back-office-refunds-stripe.spec.ts'],
      use: { baseURL: stripeShop.origin },
    },
  ],
  // Every server starts at once (Playwright would start them one after another, each waiting for the one before
  // to answer); the global setup waits until each answers its `ready` address.
  globalSetup: './tests/e2e/support/servers-ready.ts',
  metadata: { servers: servers.map(({ name, ready }) => ({ name, ready })) },
  webServer: servers.map(({ name, command, env }) => ({
    name,
    command,
    env,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
