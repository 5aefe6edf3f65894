import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, StaticAssets } from '@/server/http/static-assets';

const script = Buffer.from(`console.log(${JSON.stringify('storefront '.repeat(200))});`);
let dir: string;
let server: http.Server;
let base: string;

/** A real server: precompressed copies first, then a stand-in for Next that says who answered. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks/app.js'), script);
  writeFileSync(path.join(dir, 'chunks/app.js.br'), zlib.brotliCompressSync(script));
  writeFileSync(path.join(dir, 'chunks/app.js.gz'), zlib.gzipSync(script));
  writeFileSync(path.join(dir, 'chunks/gzip-only.js'), script);
  writeFileSync(path.join(dir, 'chunks/gzip-only.js.gz'), zlib.gzipSync(script));
  writeFileSync(path.join(dir, 'chunks/tiny.js'), 'x');
  writeFileSync(path.join(os.tmpdir(), 'outside.js.br'), zlib.brotliCompressSync(script));
  const assets = new StaticAssets(dir);
  server = http.createServer((req, res) => {
    void (async () => {
      if (await assets.handle(req, res)) return;
      res.writeHead(200, { 'x-answered-by': 'next' });
      res.end('from next');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(os.tmpdir(), 'outside.js.br'), { force: true });
});

/** node:http rather than fetch, which would decompress the body and hide the encoding. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('StaticAssets', () => {
  it('sends the brotli copy to a browser that accepts it, cacheable for good', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted or has no copy', async () => {
    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(script)).toBe(true);
    const fallback = await get('/_next/static/chunks/gzip-only.js', { 'accept-encoding': 'br, gzip' });
    expect(fallback.headers['content-encoding']).toBe('gzip');
  });

  it('answers a repeated request with 304 and a HEAD request without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next what it has no copy for, uncompressed requests and other paths', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/app.js', {}],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }],
      ['/products/tea', { 'accept-encoding': 'br' }],
    ];
    for (const [url, headers] of cases) {
      const res = await get(url, headers);
      expect(res.headers['x-answered-by'], url).toBe('next');
    }
  });

  it('never reads outside the static folder', async () => {
    for (const url of [
      '/_next/static/../outside.js',
      '/_next/static/%2e%2e/outside.js',
      '/_next/static/chunks/..%2f..%2foutside.js',
      '/_next/static//etc/passwd.js',
      '/_next/static/chunks%5c..%5c..%5coutside.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['x-answered-by'], url).toBe('next');
    }
  });
});
