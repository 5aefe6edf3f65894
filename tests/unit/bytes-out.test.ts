import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendTextAsBytes } from '@/server/http/bytes-out';
import { PageCache } from '@/server/page-cache';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A page as Next ends it: one long string of HTML, two-byte (Arabic, Hebrew, Chinese, a dash), well over 64 KB. */
const html = `<!DOCTYPE html><html><body>${'<p class="card">العربية — עברית · 中文 · ok</p>'.repeat(3000)}</body></html>`;

/** A real HTTP server: `answer` plays Next, behind the page cache as in the production server. */
async function serve(answer: (res: ServerResponse) => void, seen: unknown[]) {
  const pages = new PageCache({ maxSeconds: 10 });
  server = http.createServer((req, res) => {
    // What reaches Node's own write and end, under both wrappers.
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => (seen.push(chunk), end(chunk, ...rest))) as typeof res.end;
    res.write = ((chunk: unknown, ...rest: unknown[]) => (seen.push(chunk), write(chunk, ...rest))) as typeof res.write;
    void pages.handle(req, res, async () => {
      sendTextAsBytes(res);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('sendTextAsBytes', () => {
  it('sends a page ended as one string as the same bytes, with its length, and the page cache keeps them', async () => {
    const seen: unknown[] = [];
    const base = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'public, s-maxage=60');
      res.setHeader('content-length', Buffer.byteLength(html));
      res.end(html);
    }, seen);
    const first = await fetch(`${base}/`);
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await first.text()).toBe(html);
    expect(seen).toHaveLength(1);
    expect(Buffer.isBuffer(seen[0])).toBe(true);
    // The cache kept the bytes it was given: a hit is the same page.
    const second = await fetch(`${base}/`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
  });

  it('keeps a write’s encoding and callback, and passes bytes and empty ends through', async () => {
    const seen: unknown[] = [];
    let called = 0;
    const bytes = Buffer.from('<p>bytes</p>');
    const base = await serve((res) => {
      res.write('3c703ec3a9743c2f703e', 'hex', () => (called += 1));
      res.write('<b>“quoted”</b>', () => (called += 1));
      res.write(bytes);
      res.end();
    }, seen);
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>ét</p><b>“quoted”</b><p>bytes</p>');
    expect(called).toBe(2);
    expect(seen.slice(0, 3).every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
    expect(seen[2]).toBe(bytes);
    expect(seen[3]).toBeUndefined();
  });
});
