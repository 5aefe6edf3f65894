// Installs dependencies when the install in node_modules does not match package-lock.json, so the README's
// commands work on a fresh clone, however they are started. Does nothing (quickly) when everything is in place,
// including after the user's own `npm ci` or `npm install`.
//
//   node scripts/ensure-deps.mjs [project folder]
//
// The build needs the dev dependencies (TypeScript, Tailwind, drizzle-kit's types …), so they are installed even
// when NODE_ENV=production, which would make a plain `npm ci` skip them.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));

/**
 * npm records what it installed in node_modules/.package-lock.json. The install is complete when every package
 * the lockfile names is there at the locked version, apart from optional ones (other platforms' binaries).
 */
function missingPackages() {
  const installedFile = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return ['(nothing installed)'];
  const wanted = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(installedFile, 'utf8')).packages ?? {};
  return Object.entries(wanted)
    .filter(([name, entry]) => name !== '' && !entry.optional && !entry.link)
    .filter(([name, entry]) => installed[name]?.version !== entry.version)
    .map(([name]) => name.replace(/^.*node_modules\//, ''));
}

const missing = missingPackages();
if (missing.length > 0) {
  const some = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ` and ${missing.length - 3} more` : '');
  console.log(`[setup] installing dependencies (npm ci), missing: ${some}…`);
  execSync('npm ci --include=dev --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
