// Starts a server for the end-to-end tests:
//   node scripts/e2e-server.mjs production <port> <data dir>   the production server (dist/server.mjs)
//   node scripts/e2e-server.mjs next <port> <data dir>         `next start` (API through Next's /api route)
//   node scripts/e2e-server.mjs external <port> <data dir>     the production server pointed at the mock external
//                                                              provider (MOCK_PROVIDER_ORIGIN), built-in API off
//   node scripts/e2e-server.mjs two-origins-api <port> <data dir>  the API alone (`npm run api`) for the storefront
//                                                              on TWO_ORIGINS_SITE_URL (CORS_ORIGINS, PUBLIC_API_URL)
//   node scripts/e2e-server.mjs two-origins-web <port> <data dir>  the production server pointed at that API
//                                                              (TWO_ORIGINS_API_ORIGIN), built-in API off
// Every mode serves the one build (.next and dist/): the storefront reads its public settings (API endpoint, site
// URL, keys) at run time, so only the environment differs. production, next and two-origins-api run on a fresh
// embedded database. The build must exist: npm test runs scripts/ensure-build.mjs first.
// With E2E_TEMPLATE_DIR (playwright.config.ts sets it, one folder per run) that database is a copy of one seeded
// template: the first server to start migrates and seeds it there (`npm run db:seed`), the others wait for it, and
// each copies it into its own data dir, so a server starts on a seeded database without migrating or seeding.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

const [mode, port, dataDir] = process.argv.slice(2);
const MODES = ['production', 'next', 'external', 'two-origins-api', 'two-origins-web'];
if (!MODES.includes(mode) || !port || !dataDir) {
  console.error(`usage: e2e-server.mjs ${MODES.join('|')} <port> <data dir>`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, NODE_ENV: 'production', PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' };
// Every browser and request context of the suite comes from one address (loopback), so the per-address limits of
// the account endpoints (10–30 per 10–15 minutes, src/config/rate-limits.ts) would refuse the suite's own shoppers
// part-way through a run. The per-account, per-email and per-number limits stay as shipped.
for (const name of [
  'SIGN_IN_PER_ADDRESS',
  'REGISTER_PER_ADDRESS',
  'RESET_REQUEST_PER_ADDRESS',
  'TOKEN_CHECK_PER_ADDRESS',
  'VERIFICATION_MAIL_PER_ADDRESS',
  'ACCOUNT_CHANGE_PER_ADDRESS',
  'OTP_SEND_PER_ADDRESS',
  'OTP_CHECK_PER_ADDRESS',
  'COUPON_VERIFY_PER_ADDRESS',
  'GUEST_ORDER_LOOKUP_PER_ADDRESS',
  'QUESTION_PER_ADDRESS',
  'ABUSE_REPORT_PER_ADDRESS',
]) {
  env[`RATE_LIMIT_${name}`] ??= '1000/900';
}
// The public URL would default to http://localhost:<port> (src/config/site-url.ts); the browsers of the suite use
// 127.0.0.1, and a mail link or payment redirect to another host name would lose their sign-in cookie.
if (mode === 'production' || mode === 'next') env.NEXT_PUBLIC_SITE_URL ||= `http://127.0.0.1:${port}`;
// The back office's operators in the end-to-end tests: each back-office spec (tests/e2e/back-office*.spec.ts) signs
// in as its own operator, so the files can run side by side.
env.ADMIN_EMAILS ??= [
  'operator@e2e.example',
  'community-operator@e2e.example',
  'catalogue-operator@e2e.example',
  'refunds.operator@e2e.example',
  'shops-operator@e2e.example',
].join(',');
if (mode === 'external') {
  const origin = (process.env.MOCK_PROVIDER_ORIGIN || 'http://127.0.0.1:3220').replace(/\/$/, '');
  Object.assign(env, {
    IMAGE_ALLOW_LOCAL_IP: 'true',
    NEXT_PUBLIC_REST_API_ENDPOINT: `${origin}/api`,
    BUILTIN_API: 'false',
    SEED_ON_START: 'false',
  });
}
const apiOrigin = (process.env.TWO_ORIGINS_API_ORIGIN || 'http://127.0.0.1:3999').replace(/\/$/, '');
const siteUrl = (process.env.TWO_ORIGINS_SITE_URL || 'http://127.0.0.1:3996').replace(/\/$/, '');
if (mode === 'two-origins-api') {
  Object.assign(env, {
    API_PORT: port,
    HOST: '127.0.0.1',
    CORS_ORIGINS: siteUrl,
    PUBLIC_API_URL: `${apiOrigin}/api`,
    // Links in mails and the payment pages' way back lead to the storefront.
    NEXT_PUBLIC_SITE_URL: siteUrl,
  });
}
if (mode === 'two-origins-web') {
  Object.assign(env, {
    IMAGE_ALLOW_LOCAL_IP: 'true',
    NEXT_PUBLIC_REST_API_ENDPOINT: `${apiOrigin}/api`,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    BUILTIN_API: 'false',
    SEED_ON_START: 'false',
  });
}
// The storefronts on another provider run on the production server, which sets the security headers (the CSP's
// connect-src and img-src name the provider) from the environment it runs in; `next start` sends the build's.
const args =
  mode === 'production' || mode === 'external' || mode === 'two-origins-web'
    ? [...SERVER_NODE_ARGS, path.join(root, 'dist', 'server.mjs')]
    : mode === 'two-origins-api'
      ? [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'src', 'server', 'standalone.ts')]
      : [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port];
/** Written into the template folder once it is complete. */
const SEEDED = '.seeded';
const template = process.env.E2E_TEMPLATE_DIR;
if (template && ['production', 'next', 'two-origins-api'].includes(mode)) {
  const started = Date.now();
  await seededTemplate(template);
  cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== SEEDED });
  console.error(
    `[e2e-server] ${mode} on port ${port}: database copied from the template in ${Date.now() - started} ms`,
  );
}

const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

/**
 * Makes the run's seeded template (a DATA_DIR: the PGlite data directory and the seed's private files) unless it
 * is there, or waits while another server of the run makes it. Templates of earlier runs are removed.
 */
async function seededTemplate(dir) {
  const ready = path.join(dir, SEEDED);
  if (existsSync(ready)) return;
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  const lock = `${dir}.lock`;
  try {
    mkdirSync(lock);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    for (const until = Date.now() + 180_000; !existsSync(ready); await sleep(100)) {
      if (Date.now() > until) throw new Error(`the seeded template ${dir} was not ready within 180 s`);
    }
    return;
  }
  try {
    const base = path.basename(dir).replace(/-[^-]*$/, '-');
    for (const entry of readdirSync(parent)) {
      const other = path.join(parent, entry);
      if (entry.startsWith(base) && other !== dir && other !== lock) rmSync(other, { recursive: true, force: true });
    }
    rmSync(dir, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'db-seed.ts')],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, DATA_DIR: dir, PORT: '' } },
    );
    writeFileSync(ready, '');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
