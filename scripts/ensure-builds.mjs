// Both production builds the end-to-end tests serve, made at the same time when they are missing or stale: the
// shop (scripts/ensure-build.mjs) and the storefront for the mock external provider
// (scripts/ensure-external-build.mjs). Each build leaves cores idle for long stretches, so two at once finish well
// before two in a row. Fails when either fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code === 0 ? null : `${script} failed (${signal ?? `exit ${code}`})`));
  });

const failures = (await Promise.all([run('ensure-build.mjs'), run('ensure-external-build.mjs')])).filter(Boolean);
if (failures.length > 0) {
  console.error(`[setup] ${failures.join('; ')}`);
  process.exit(1);
}
