import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('never keeps personal pages or errors', async () => {
    const personal = await serve(new PageCache({ maxSeconds: 10 }), page('private, no-store'));
    await fetch(`${personal.base}/profile`);
    await fetch(`${personal.base}/profile`, { headers: { cookie: 'auth_token=abc' } });
    expect(personal.renders()).toBe(2);
    server!.close();

    const missing = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60', 404));
    await fetch(`${missing.base}/nope`);
    await fetch(`${missing.base}/nope`);
    expect(missing.renders()).toBe(2);
  });

  it('serves signed-in shoppers the public pages everyone gets', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60'));
    const anonymous = await (await fetch(`${base}/`)).text();
    const signed = await fetch(`${base}/`, { headers: { cookie: 'theme=dark; auth_token=abc' } });
    expect(signed.headers.get('x-page-cache')).toBe('HIT');
    expect(await signed.text()).toBe(anonymous);
    expect(renders()).toBe(1);
  });

  it('never keeps a HEAD answer: a GET after a HEAD gets the whole page, for both encodings', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), (req, res) => {
      res.statusCode = 200;
      res.setHeader('cache-control', 'public, s-maxage=60');
      res.setHeader('content-type', 'text/html');
      // Node drops the body of a HEAD answer, as it does for Next's.
      res.end('<p>about</p>');
    });
    for (const encoding of ['gzip', 'identity']) {
      const head = await fetch(`${base}/about?x=1`, { method: 'HEAD', headers: { 'accept-encoding': encoding } });
      expect(head.status).toBe(200);
      const get = await fetch(`${base}/about?x=1`, { headers: { 'accept-encoding': encoding } });
      expect(get.headers.get('x-page-cache')).toBeNull();
      expect(await get.text()).toBe('<p>about</p>');
      const again = await fetch(`${base}/about?x=1`, { headers: { 'accept-encoding': encoding } });
      expect(again.headers.get('x-page-cache')).toBe('HIT');
      expect(await again.text()).toBe('<p>about</p>');
    }
    expect(renders()).toBe(4);
  });

  it('answers a HEAD after a GET from the kept page, headers only', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), page('public, s-maxage=60'));
    const get = await fetch(`${base}/help`);
    const body = await get.text();
    const head = await fetch(`${base}/help`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('HIT');
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    expect(await (await fetch(`${base}/help`)).text()).toBe(body);
    expect(renders()).toBe(1);
  });

  it('keeps only complete answers', async () => {
    let call = 0;
    const { base, renders } = await serve(new PageCache({ maxSeconds: 10 }), (_req, res) => {
      call += 1;
      res.statusCode = 200;
      res.setHeader('cache-control', 'public, s-maxage=60');
      if (call === 1) {
        // Promises more than it sends, then the connection goes: nothing must be kept.
        res.setHeader('content-length', '100');
        res.write('<p>cut');
        setTimeout(() => res.destroy(), 10);
        return;
      }
      res.end('<p>whole</p>');
    });
    await fetch(`${base}/return`)
      .then((r) => r.text())
      .catch(() => 'cut off');
    expect(await (await fetch(`${base}/return`)).text()).toBe('<p>whole</p>');
    expect(await (await fetch(`${base}/return`)).text()).toBe('<p>whole</p>');
    expect(renders()).toBe(2);
  });

  it('renders again once the entry is older than the cap', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 1 }), page('public, s-maxage=300'));
    // Only the clock is faked: the server and fetch keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await fetch(`${base}/`);
      expect((await fetch(`${base}/`)).headers.get('x-page-cache')).toBe('HIT');
      vi.setSystemTime(Date.now() + 1100);
      const again = await fetch(`${base}/`);
      expect(again.headers.get('x-page-cache')).toBeNull();
      expect(renders()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
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

  it('does not keep later visitors waiting on a render whose visitor went away', async () => {
    const cache = new PageCache({ maxSeconds: 10 });
    let renders = 0;
    server = http.createServer((req, res) => {
      void cache.handle(req, res, () => {
        renders += 1;
        res.writeHead(200, { 'cache-control': 'public, max-age=0', 'content-type': 'application/json' });
        // The first render never returns once its reader is gone, as Next's stream of a public file does.
        if (renders === 1) {
          res.write('{"partial":');
          return new Promise<void>(() => undefined);
        }
        res.end('{"whole":true}');
        return Promise.resolve();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/locales/en/common.json`;
    const leaving = new AbortController();
    const first = await fetch(url, { signal: leaving.signal, headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    leaving.abort();
    const next = await fetch(url, { signal: AbortSignal.timeout(5_000), headers: { 'accept-encoding': 'gzip' } });
    expect(await next.json()).toEqual({ whole: true });
    expect(renders).toBe(2);
  });

  it('is off with a zero cap', async () => {
    const { base, renders } = await serve(new PageCache({ maxSeconds: 0 }), page('public, s-maxage=60'));
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    expect(renders()).toBe(2);
  });
});
