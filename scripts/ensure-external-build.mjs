// Builds a storefront of the end-to-end tests that uses an API on another origin, into its own folder, when it is
// missing, was built for another API address, or is older than the sources:
//   node scripts/ensure-external-build.mjs [external]   pointed at the mock external provider (tests/e2e/mock-provider),
//                                                       into .next-external; MOCK_PROVIDER_ORIGIN overrides
//                                                       http://127.0.0.1:3220
//   node scripts/ensure-external-build.mjs two-origins  pointed at this shop's own API on another port, into
//                                                       .next-two-origins; TWO_ORIGINS_API_ORIGIN overrides
//                                                       http://127.0.0.1:3999, TWO_ORIGINS_SITE_URL the storefront's
//                                                       address (http://127.0.0.1:3996)
// Served by `node scripts/e2e-server.mjs external|two-origins-web <port> …`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const trim = (url) => url.replace(/\/$/, '');
const targets = {
  external: {
    distDir: '.next-external',
    apiOrigin: trim(process.env.MOCK_PROVIDER_ORIGIN || 'http://127.0.0.1:3220'),
    env: {},
  },
  'two-origins': {
    distDir: '.next-two-origins',
    apiOrigin: trim(process.env.TWO_ORIGINS_API_ORIGIN || 'http://127.0.0.1:3999'),
    env: { NEXT_PUBLIC_SITE_URL: trim(process.env.TWO_ORIGINS_SITE_URL || 'http://127.0.0.1:3996') },
  },
};
const name = process.argv[2] || 'external';
const target = targets[name];
if (!target) {
  console.error(`usage: ensure-external-build.mjs [${Object.keys(targets).join('|')}]`);
  process.exit(2);
}
const EXTERNAL_DIST_DIR = target.distDir;
const env = {
  ...target.env,
  NEXT_DIST_DIR: EXTERNAL_DIST_DIR,
  NEXT_PUBLIC_REST_API_ENDPOINT: `${target.apiOrigin}/api`,
  NEXT_TELEMETRY_DISABLED: '1',
  // The API lives on 127.0.0.1, which the image optimiser refuses unless allowed.
  IMAGE_ALLOW_LOCAL_IP: 'true',
};

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const dist = path.join(root, EXTERNAL_DIST_DIR);
const stamp = path.join(dist, 'e2e-external-build.json');
let built = null;
if (existsSync(path.join(dist, 'BUILD_ID')) && existsSync(stamp)) {
  try {
    built = JSON.parse(readFileSync(stamp, 'utf8'));
  } catch {
    built = null;
  }
}
const sources = [
  'src',
  'public',
  'next.config.js',
  'scripts/lib/next-esm-runtime.cjs',
  'next-i18next.config.js',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
].map((p) => newest(path.join(root, p)));

const reason = !built
  ? 'no build yet'
  : built.endpoint !== env.NEXT_PUBLIC_REST_API_ENDPOINT
    ? `built for ${built.endpoint}`
    : !(Math.max(...sources) < built.startedAt)
      ? 'sources changed'
      : null;

if (reason) {
  // Sources edited while it builds count as newer than the build.
  const startedAt = Date.now();
  console.log(
    `[setup] building the storefront for the API at ${target.apiOrigin} (${reason}) into ${EXTERNAL_DIST_DIR}…`,
  );
  execSync('node node_modules/next/dist/bin/next build --webpack', {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  writeFileSync(stamp, `${JSON.stringify({ endpoint: env.NEXT_PUBLIC_REST_API_ENDPOINT, startedAt }, null, 2)}\n`);
}
