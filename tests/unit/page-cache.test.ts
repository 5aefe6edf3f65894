import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from '@/server/page-cache';

type Render = (req: IncomingMessage, res: ServerResponse) => void;

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server whose pages go through the cache; `render` plays Next and counts its renders. */
async function serve(cache: PageCache, render: Render) {
  let renders = 0;
  server = http.createServer((req, res) => {
    void cache.handle(req, res, async () => {
      renders += 1;
      render(req, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

const page =
  (control: string, status = 200): Render =>
  (req, res) => {
    res.statusCode = status;
    res.setHeader('cache-control', control);
    res.setHeader('content-type', 'text/html');
    res.write(`<p>${req.url}</p>`);
    res.end(`<p>${Date.now()}</p>`);
  };

describe('PageCache', () => {
  it('keeps public pages for their s-maxage (capped) and serves the same bytes', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60'));
    const first = await (await fetch(`${base}/products/tea`)).text();
    const second = await fetch(`${base}/products/tea`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(first);
    expect(renders()).toBe(1);
    await fetch(`${base}/products/coffee`);
    expect(renders()).toBe(2);
  });

  it('never keeps personal pages, errors, or pages for signed-in visitors', async () => {
    const personal = await serve(new PageCache({ maxSeconds: 10 }), page('private, no-store'));
    await fetch(`${personal.base}/profile`);
    await fetch(`${personal.base}/profile`);
    expect(personal.renders()).toBe(2);
    server!.close();

    const missing = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60', 404));
    await fetch(`${missing.base}/nope`);
    await fetch(`${missing.base}/nope`);
    expect(missing.renders()).toBe(2);
    server!.close();

    const signed = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60'));
    await fetch(`${signed.base}/`, { headers: { cookie: 'auth_token=abc' } });
    await fetch(`${signed.base}/`, { headers: { cookie: 'theme=dark; auth_token=abc' } });
    expect(signed.renders()).toBe(2);
  });

  it('renders again once the entry is older than the cap', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 1 }), page('public, s-maxage=300'));
    await fetch(`${base}/`);
    await new Promise((r) => setTimeout(r, 1100));
    const again = await fetch(`${base}/`);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(renders()).toBe(2);
  });

  it('keeps gzip and plain answers apart and skips the API and static files', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60'));
    await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(renders()).toBe(2);
    await fetch(`${base}/api/types`);
    await fetch(`${base}/api/types`);
    await fetch(`${base}/_next/static/chunks/a.js`);
    await fetch(`${base}/_next/static/chunks/a.js`);
    expect(renders()).toBe(6);
  });

  it('lets concurrent visitors of a page share one render', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), (req, res) => {
      setTimeout(() => page('public, s-maxage=60')(req, res), 50);
    });
    await Promise.all([1, 2, 3, 4].map(() => fetch(`${base}/shops`)));
    expect(renders()).toBe(1);
  });

  it('is off with a zero cap', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 0 }), page('public, s-maxage=60'));
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    expect(renders()).toBe(2);
  });
});
