// Writes brotli (.br, highest quality) and gzip (.gz, level 9) copies of the build's static scripts and styles,
// which the production server sends instead of compressing them on every request (src/server/http/static-assets.ts).
// A copy is only written when it is smaller than the file. Run after `next build` (npm run build does).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, '.next', 'static');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Below this, the headers outweigh what compression saves.
const MIN_BYTES = 1024;

const names = (await readdir(staticDir, { recursive: true })).filter((n) => /\.(js|css|json|svg)$/.test(n));
let before = 0;
let afterBrotli = 0;
let written = 0;
for (const name of names) {
  const file = path.join(staticDir, name);
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  before += body.length;
  afterBrotli += Math.min(br.length, body.length);
  for (const [copy, extension] of [
    [br, '.br'],
    [gz, '.gz'],
  ]) {
    if (copy.length < body.length) {
      await writeFile(file + extension, copy);
      written += 1;
    }
  }
}
console.log(
  `[build] ${written} precompressed copies in ${path.relative(root, staticDir)} (brotli: ${(before / 1024).toFixed(0)} → ${(afterBrotli / 1024).toFixed(0)} KiB)`,
);
