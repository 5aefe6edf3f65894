// The production builds the end-to-end tests serve, made at the same time when they are missing or stale: the
// shop (scripts/ensure-build.mjs), the storefront for the mock external provider and the storefront for this shop's
// API on another origin (scripts/ensure-external-build.mjs external|two-origins). Each build leaves cores idle for
// long stretches, so several at once finish well before the same in a row. Fails when any fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (script, ...args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    const name = [script, ...args].join(' ');
    child.on('exit', (code, signal) => resolve(code === 0 ? null : `${name} failed (${signal ?? `exit ${code}`})`));
  });

const failures = (
  await Promise.all([
    run('ensure-build.mjs'),
    run('ensure-external-build.mjs', 'external'),
    run('ensure-external-build.mjs', 'two-origins'),
  ])
).filter(Boolean);
if (failures.length > 0) {
  console.error(`[setup] ${failures.join('; ')}`);
  process.exit(1);
}
