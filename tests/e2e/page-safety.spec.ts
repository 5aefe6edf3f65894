import { expect, type APIResponse, test } from '@playwright/test';
import { newShopper, registerThroughApi } from './support/account';
import { first, type WireProduct } from './support/catalogue';

/**
 * Pages are safe for the web on both servers (the production server and `next start`): security headers on every
 * HTML answer, HEAD and GET agree and a HEAD never blanks a page for later visitors, and a public page is the same
 * whoever asks, so caches may share it.
 */
const unique = () => Math.random().toString(36).slice(2, 10);

/** A page's HTML without what differs between two renders of the same data: React Query's timestamps. */
const normalise = (html: string) => html.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0');

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['content-type'], what).toContain('text/html');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  const csp = h['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(h['strict-transport-security'], `${what} over plain HTTP`).toBeUndefined();
}

test('every kind of HTML answer carries the security headers', async ({ request }) => {
  const product = await first<WireProduct>(request, '/api/products?limit=1');
  const pages: [string, number][] = [
    ['/', 200],
    [`/products/${product.slug}`, 200],
    ['/ar/help', 200],
    ['/profile', 200],
    [`/no-such-page-${unique()}`, 404],
    [`/products/no-such-product-${unique()}`, 404],
  ];
  for (const [path, status] of pages) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    expectSecurityHeaders(res, path);
  }
  // Behind a proxy that terminated HTTPS, browsers are told to stay on HTTPS.
  const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
});

test('pages really work under their Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // E.g. React's "switched to client rendering" (#419): a Suspense boundary the server streamed out of order
  // needs inline scripts, which the policy refuses, so React throws the server's HTML away.
  page.on('pageerror', (error) => errors.push(error.message));
  const product = await first<WireProduct>(page.request, '/api/products?limit=1');
  for (const [path, heading] of [
    ['/', undefined],
    [`/products/${product.slug}`, product.name],
    ['/search?text=a', undefined],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: Next's client router is running, so every script the page needs was allowed to load and run.
    await page.waitForFunction(() => Boolean((window as { next?: { router?: unknown } }).next?.router));
    await page.waitForLoadState('load');
    expect(violations, path).toEqual([]);
    expect(errors, path).toEqual([]);
    // Paint first: the page's scripts were asked for only once its first frame with content was on screen
    // (src/config/after-paint.cjs), so they do not share the connection with what that frame shows.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/_next/static/chunks/'))
        .map((r) => r.startTime),
    }));
    expect(timing.paint, `${path}: a first contentful paint`).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), `${path}: scripts after the paint`).toBeGreaterThanOrEqual(timing.paint!);
  }
});

for (const encoding of ['gzip', 'identity']) {
  test(`a HEAD never blanks a page: HEAD then GET, GET then HEAD (${encoding})`, async ({ request }) => {
    const path = `/about?x=${unique()}`;
    const headers = { 'accept-encoding': encoding };
    const head = await request.head(path, { headers });
    expect(head.status()).toBe(200);
    expect((await head.body()).length).toBe(0);
    const get = await request.get(path, { headers });
    expect(get.status()).toBe(200);
    const html = await get.text();
    expect(html).toContain('</html>');
    expect(html.length).toBeGreaterThan(1000);
    // Later visitors (served from the page cache on the production server) get the whole page too.
    expect(normalise(await (await request.get(path, { headers })).text())).toBe(normalise(html));
    const headAgain = await request.head(path, { headers });
    expect(headAgain.status()).toBe(200);
    expect(headAgain.headers()['content-type']).toBe(get.headers()['content-type']);
  });
}

test('concurrent visitors of a content page all get it', async ({ request }) => {
  for (const path of ['/help', '/return']) {
    const suffix = `?crawl=${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? request.head(path + suffix) : request.get(path + suffix))),
    );
    expect(answers.map((res) => res.status())).toEqual(Array(8).fill(200));
  }
});

test('a catalogue page is the same for two shoppers and an anonymous visitor; personal pages are not kept', async ({
  request,
  baseURL,
}) => {
  const product = await first<WireProduct>(request, '/api/products?limit=1');
  const tokens = [
    await registerThroughApi(request, newShopper('Ann Page')),
    await registerThroughApi(request, newShopper('Bob Page')),
  ];
  const path = `/products/${product.slug}`;
  const anonymous = normalise(await (await request.get(path)).text());
  for (const token of tokens) {
    const res = await request.get(path, { headers: { cookie: `auth_token=${token}` } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    expect(normalise(await res.text())).toBe(anonymous);
  }
  // The account page says it is private, and no cache keeps it.
  for (let i = 0; i < 2; i++) {
    const profile = await request.get('/profile', { headers: { cookie: `auth_token=${tokens[0]}` } });
    expect(profile.headers()['cache-control']).toMatch(/private/);
    expect(profile.headers()['x-page-cache'], `${baseURL}/profile`).toBeUndefined();
  }
});
