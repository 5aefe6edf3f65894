// Installs dependencies when node_modules is missing or older than package-lock.json, so the README's
// commands work on a fresh clone. Does nothing (quickly) when everything is in place.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = readFileSync(path.join(root, 'package-lock.json'));
const want = createHash('sha256').update(lock).digest('hex');
const stamp = path.join(root, 'node_modules', '.pickbazar-lock-hash');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (have !== want) {
  console.log('[setup] installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, want);
}
