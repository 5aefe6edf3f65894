// Bundles the Node entry points (production server, standalone API) into dist/. Next builds the pages.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: {
    server: path.join(root, 'src/server/production.ts'),
    api: path.join(root, 'src/server/standalone.ts'),
  },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@': path.join(root, 'src') },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('[build] dist/server.mjs and dist/api.mjs written');
