import { expect, test } from './support/test';

/**
 * The built-in API and the first server-rendered page over real HTTP, on the production build and a fresh
 * embedded database (seeded on start). Runs once per server (see playwright.config.ts).
 */
test('the home page is rendered on the server with real catalogue content', async ({ request }) => {
  // The home type (settings.isHome) shows its banner and its newest products.
  const types = await (await request.get('/api/types')).json();
  const home = types.find((t: { settings?: { isHome?: boolean } }) => t.settings?.isHome) ?? types[0];
  const products = await (
    await request.get(
      `/api/products?searchJoin=and&search=type.slug:${home.slug};status:publish&orderBy=created_at&sortedBy=DESC&limit=3`,
    )
  ).json();
  expect(products.data).toHaveLength(3);
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
  expect(html).toContain(escape(home.banners?.[0]?.title ?? home.name));
  for (const product of products.data) expect(html).toContain(escape(product.name));
});

test('catalogue endpoints answer the contract shapes', async ({ request }) => {
  const types = await request.get('/api/types?language=ar');
  expect(types.status()).toBe(200);
  const list = await types.json();
  expect(list.find((t: { slug: string }) => t.slug === 'grocery').language).toBe('ar');

  const page = await (await request.get('/api/products?searchJoin=and&search=type.slug:bakery&limit=5')).json();
  expect(page.data).toHaveLength(5);
  expect(page.data.every((p: { type: { slug: string } }) => p.type.slug === 'bakery')).toBe(true);
  expect(page).toMatchObject({ current_page: 1, per_page: 5, prev_page_url: '' });

  const detail = await request.get(`/api/products/${page.data[0].slug}`);
  expect((await detail.json()).related_products.length).toBeGreaterThan(0);

  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/products', '/products/{slug}', '/shops', '/contact-us']),
  );
});

test('pictures are generated, cached and resized', async ({ request }) => {
  const product = (await (await request.get('/api/products?limit=1')).json()).data[0];
  const original = await request.get(product.image.original);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/webp');
  const bytes = await original.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const again = await request.get(product.image.original);
  expect((await again.body()).equals(bytes)).toBe(true);

  const resized = await request.get(`/_next/image?url=${encodeURIComponent(product.image.thumbnail)}&w=256&q=75`, {
    headers: { accept: 'image/webp' },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
});

test('bad input gets clear errors in the one error shape', async ({ request }) => {
  const badQuery = await request.get('/api/products?orderBy=password');
  expect(badQuery.status()).toBe(400);
  expect(await badQuery.json()).toMatchObject({
    code: 'PICKBAZAR_ERROR.INVALID_QUERY',
    errors: { orderBy: expect.any(Array) },
  });

  const unknown = await request.get('/api/nothing-here');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toContain('/api/nothing-here');

  const wrongMethod = await request.delete('/api/products');
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()['allow']).toBe('GET');

  const invalid = await request.post('/api/contact-us', { data: { name: 'Ada', email: 'not-an-email' } });
  expect(invalid.status()).toBe(422);
  const body = await invalid.json();
  expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'subject', 'description']));

  const sent = await request.post('/api/contact-us', {
    data: {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Opening hours',
      description: 'Do you deliver on Sundays?',
    },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' });
});
