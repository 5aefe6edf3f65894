// `npm start`: installs dependencies and builds when needed, then runs the production server
// (storefront + built-in API on the embedded database unless DATABASE_URL is set).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const step of ['ensure-deps.mjs', 'ensure-build.mjs']) {
  execFileSync(process.execPath, [path.join(root, 'scripts', step)], { stdio: 'inherit' });
}

const child = spawn(
  process.execPath,
  [...SERVER_NODE_ARGS, '--enable-source-maps', path.join(root, 'dist', 'server.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
