import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * CORS_ORIGINS: a storefront on another origin calls the API from the browser. Listed origins get their own
 * origin back with credentials; unlisted ones and requests without Origin get no CORS header; every answer says
 * `Vary: Origin`; the response cache never hands one origin's headers to another.
 */
const SHOP = 'http://127.0.0.1:3996';
const OTHER_SHOP = 'https://second-shop.example';
const STRANGER = 'https://evil.example';

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  // The response cache is on, long enough to answer every request below from one stored copy.
  app = createApp({
    database: t.database,
    storage: t.storage,
    cacheTtlMs: 60_000,
    corsOrigins: [SHOP, OTHER_SHOP],
    rateLimit: { max: 100_000, windowMs: 60_000 },
  });
});
afterAll(() => t?.close());

const preflight = (target: typeof app, origin: string, method = 'POST', path = '/api/token') =>
  target.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });

const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(/,\s*/).map((v) => v.toLowerCase());

function expectNoCors(res: Response) {
  for (const name of [...res.headers.keys()]) expect(name).not.toMatch(/^access-control-/);
}

describe('preflight', () => {
  it('answers a listed origin 204 with its origin, credentials, methods, headers and max-age', async () => {
    const res = await preflight(app, SHOP);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/\bPOST\b/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/\bDELETE\b/);
    const headers = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const h of ['authorization', 'content-type', 'idempotency-key', 'accept-language'])
      expect(headers).toContain(h);
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(varyOf(res)).toContain('origin');
    expect(await res.text()).toBe('');
  });

  it('answers preflights of any endpoint, the second listed origin with its own origin', async () => {
    const res = await preflight(app, OTHER_SHOP, 'PUT', '/api/users/1');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(OTHER_SHOP);
  });

  it('refuses an unknown origin in words, with no CORS header (never reflected, never *)', async () => {
    const res = await preflight(app, STRANGER);
    expect(res.status).toBe(403);
    expectNoCors(res);
    expect(varyOf(res)).toContain('origin');
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe('PICKBAZAR_ERROR.FORBIDDEN');
    expect(body.message).toContain(STRANGER);
  });

  it('without CORS_ORIGINS stays same-origin only: the preflight is not answered, no header is added', async () => {
    const res = await preflight(t.app, SHOP);
    expect(res.status).toBe(405);
    expectNoCors(res);
    expect(varyOf(res)).not.toContain('origin');
    const get = await t.app.request('/api/types?limit=1', { headers: { origin: SHOP } });
    expect(get.status).toBe(200);
    expectNoCors(get);
  });
});

describe('answers', () => {
  it('give a listed origin its own origin and credentials, on successes and on errors', async () => {
    const ok = await app.request('/api/settings', { headers: { origin: SHOP } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(varyOf(ok)).toContain('origin');

    // A refused sign-in must be readable by the storefront (its message is shown), so errors carry the headers too.
    const failed = await app.request('/api/token', {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not an email' }),
    });
    expect(failed.status).toBe(422);
    expect(failed.headers.get('access-control-allow-origin')).toBe(SHOP);
    const missing = await app.request('/api/no-such-endpoint', { headers: { origin: SHOP } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('give an unknown origin and a request without Origin no CORS header, but Vary: Origin', async () => {
    for (const headers of [{ origin: STRANGER }, {} as Record<string, string>]) {
      const res = await app.request('/api/settings', { headers });
      expect(res.status).toBe(200);
      expectNoCors(res);
      expect(varyOf(res)).toContain('origin');
    }
  });

  it('from the response cache carry only the asking origin’s headers, gzip or not', async () => {
    const path = '/api/products?limit=30&language=en';
    const ask = (origin: string | null, gzip: boolean) =>
      app.request(path, {
        headers: { ...(origin ? { origin } : {}), ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      });
    const first = await ask(SHOP, true);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('access-control-allow-origin')).toBe(SHOP);
    const body = await first.arrayBuffer();

    for (const gzip of [true, false]) {
      const stranger = await ask(STRANGER, gzip);
      expectNoCors(stranger);
      expect(varyOf(stranger)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      const other = await ask(OTHER_SHOP, gzip);
      expect(other.headers.get('access-control-allow-origin')).toBe(OTHER_SHOP);
      expect(varyOf(other)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      const none = await ask(null, gzip);
      expectNoCors(none);
    }
    // Same stored bytes each time: these came from the cache, not from new computations.
    const again = await ask(OTHER_SHOP, true);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
    expect(again.headers.get('access-control-allow-origin')).toBe(OTHER_SHOP);
  });

  it('of pictures carry the headers too (a canvas or fetch on the storefront may read them)', async () => {
    const [product] = ((await (await app.request('/api/products?limit=1')).json()) as { data: any[] }).data;
    const res = await app.request(product.image.thumbnail, { headers: { origin: SHOP } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    const stranger = await app.request(product.image.thumbnail, { headers: { origin: STRANGER } });
    expect(stranger.status).toBe(200);
    expectNoCors(stranger);
  });
});
