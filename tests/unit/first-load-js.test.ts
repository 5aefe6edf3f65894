import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../scripts/lib/first-load-js.mjs';

// The budget measure of issue 24 (bench:web, scripts/first-load-js.mjs): every script a page runs on its first load,
// whether the HTML references it, lists it for the after-paint loader or carries it inline; data blocks and
// `nomodule` scripts are not counted. It once read 0 kB when the scripts moved into the after-paint lists.
const scripts: Record<string, string> = {
  '/a.js': 'console.log("referenced");'.repeat(20),
  '/b.js': 'console.log("listed first");'.repeat(30),
  '/c.js': 'console.log("listed second");'.repeat(40),
  '/poly.js': 'console.log("nomodule");'.repeat(50),
};
const inline = '(function(){console.log("the loader")})()';
const page = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"Product","name":"not a script"}</script>
<script type="application/json" id="public-settings">{"a":1}</script>
<script defer="" noModule="" src="/poly.js"></script>
<script src="/a.js" defer=""></script>
<script type="application/json" data-after-paint="">["/b.js","/c.js"]</script>
</head><body><p>Hi</p><script>${inline}</script></body></html>`;

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url === '/' ? page : scripts[req.url ?? ''];
    res.writeHead(body ? 200 : 404).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('firstLoadJs', () => {
  it('counts referenced, listed and inline scripts, and nothing else', async () => {
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;
    const { total, files } = await firstLoadJs(base, '/');
    expect(files.map((f) => f.src).sort()).toEqual(['(inline script 1)', '/a.js', '/b.js', '/c.js']);
    expect(Object.fromEntries(files.map((f) => [f.src, f.gz]))).toEqual({
      '(inline script 1)': gz(inline),
      '/a.js': gz(scripts['/a.js']!),
      '/b.js': gz(scripts['/b.js']!),
      '/c.js': gz(scripts['/c.js']!),
    });
    expect(total).toBe(files.reduce((sum, f) => sum + f.gz, 0));
  });
});
