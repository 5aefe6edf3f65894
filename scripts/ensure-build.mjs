// Builds the production bundle (next build + dist/) when it is missing or older than the sources. The one build every
// end-to-end project serves: public settings are read at run time (src/config/public-env.ts), not built in.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

// Both halves must be newer than the sources: the Next build and the bundled server.
const stamps = [path.join(root, '.next', 'BUILD_ID'), path.join(root, 'dist', 'server.mjs')];
const builtAt = stamps.every((f) => existsSync(f)) ? Math.min(...stamps.map((f) => statSync(f).mtimeMs)) : 0;
const sources = [
  'src',
  'public',
  'next.config.js',
  'scripts/lib/next-esm-runtime.cjs',
  'scripts/build-server.mjs',
  'next-i18next.config.js',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
].map((p) => newest(path.join(root, p)));
if (builtAt === 0 || Math.max(...sources) > builtAt) {
  console.log('[setup] building the shop (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
