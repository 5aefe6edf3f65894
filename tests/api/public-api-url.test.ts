import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrlsOnTheWire } from '@/server/media/urls';
import { GOOD_PASSWORD, uniqueEmail, waitForMail } from './helpers/accounts';
import { makeShopper, orderApi, type OrderApi, placeOrder, simpleProducts } from './helpers/orders';
import { setEnv } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * PUBLIC_API_URL: an API serving a storefront on another origin hands out absolute links to itself (pictures,
 * uploads, downloads, the sandbox gateway's page), while the database keeps media URLs relative, so the public
 * URL can change without touching stored data. Without it nothing changes: relative URLs, as before.
 */
const PUBLIC = 'https://api.shop.example:8443/api';
const MEDIA = `${PUBLIC}/media/`;

let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  // The response cache is on: cached answers must be absolute too.
  api = await orderApi(t.database, {
    publicApiUrl: PUBLIC,
    cacheTtlMs: 60_000,
    storage: t.storage,
  });
});
afterAll(() => t?.close());

/** Every string in an answer that names one of our pictures. */
function mediaStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /\/api\/media\//.test(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => mediaStrings(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => mediaStrings(v, found));
  return found;
}

describe('media URLs with a public API URL', () => {
  it('are absolute in catalogue answers, fresh and from the cache, and relative in the database', async () => {
    for (const path of ['/products?limit=20&with=shop;categories', '/shops?limit=5', '/types', '/settings']) {
      for (const round of ['computed', 'cached']) {
        const res = await api.get(path);
        expect(res.status, `${path} ${round}`).toBe(200);
        const urls = mediaStrings(res.body);
        if (path !== '/settings') expect(urls.length, path).toBeGreaterThan(0);
        for (const url of urls) expect(url, `${path} ${round}`).toMatch(new RegExp(`^${MEDIA.replace(/\./g, '\\.')}`));
      }
    }
    const product = (await api.get('/products?limit=1')).body.data[0];
    const detail = await api.get(`/products/${product.slug}`);
    expect(detail.body.image.original).toBe(product.image.original);
    const picture = await api.app.request(new URL(product.image.thumbnail).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const [stored] = await t.database.rows<{ image: { original: string } }>(
      sql`select image from products where id = ${product.id}`,
    );
    expect(stored!.image.original).toMatch(/^\/api\/media\//);
  });

  it('stay relative without one (same-origin installations)', async () => {
    const res = await t.get('/products?limit=5');
    const urls = mediaStrings(res.body);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/api\/media\//);
  });

  it('come back from a client as they went out: a review’s uploaded photo is stored relative', async () => {
    const shopper = await makeShopper(t.database, 'Far Away', 100_000);
    const bytes = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('attachment[]', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
    const uploaded = await api.app.request('/api/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [photo] = (await uploaded.json()) as { id: number; original: string; thumbnail: string }[];
    expect(photo!.original.startsWith(MEDIA)).toBe(true);
    expect(photo!.thumbnail.startsWith(`${MEDIA}thumbnails/`)).toBe(true);

    // A review's photos must be sent as POST /attachments answered them; they are stored relative.
    const [product] = await simpleProducts(t.database, sql`p.shop_id = 1`, 1);
    const order = await placeOrder(api, [{ product_id: product!.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { use_wallet_points: true },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const review = await api.post(
      '/reviews',
      {
        product_id: product!.id,
        shop_id: product!.shop_id,
        order_id: order.body.id,
        rating: 5,
        comment: 'Arrived far away, still fresh',
        photos: [{ id: photo!.id, original: photo!.original, thumbnail: photo!.thumbnail }],
      },
      { token: shopper.token },
    );
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect(review.body.photos[0].original).toBe(photo!.original);
    const [row] = await t.database.rows<{ photos: { original: string; thumbnail: string }[] }>(
      sql`select photos from reviews where id = ${review.body.id}`,
    );
    expect(row!.photos[0]).toMatchObject({
      original: new URL(photo!.original).pathname,
      thumbnail: new URL(photo!.thumbnail).pathname,
    });
  });

  it('also make download links and the sandbox gateway’s page absolute', async () => {
    const shopper = await makeShopper(t.database, 'Paying Far Away', 100_000);
    const [product] = await simpleProducts(t.database, sql`p.shop_id = 1`, 1);
    const order = await placeOrder(api, [{ product_id: product!.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { payment_gateway: 'sandbox' },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.payment_intent.payment_intent_info.redirect_url).toMatch(
      new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/sandbox-gateway/`),
    );

    const [ebook] = await t.database.rows<{ id: number; file_id: number }>(sql`
      select p.id, df.id as file_id from products p
      join digital_files df on df.fileable_type = 'product' and df.fileable_id = p.id
      where p.status = 'publish' and p.quantity >= 5 order by p.id limit 1`);
    const bought = await placeOrder(api, [{ product_id: ebook!.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { use_wallet_points: true, shipping_address: null, billing_address: null, delivery_time: null },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const link = await api.post(
      '/downloads/digital_file',
      { digital_file_id: ebook!.file_id },
      { token: shopper.token },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body).toMatch(new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/download_url/token/`));
  });
});

describe('mediaUrlsOnTheWire', () => {
  const wire = mediaUrlsOnTheWire('https://api.example/api');

  it('rewrites media URL values only, never text that merely mentions the path', () => {
    const text = JSON.stringify({
      image: { original: '/api/media/a.webp', thumbnail: '/api/media/thumbnails/a.webp' },
      gallery: ['/api/media/b.webp'],
      description: 'see "/api/media/c.webp" and /api/media/d.webp',
      quoted: '"/api/media/e.webp',
      elsewhere: 'https://cdn.example/api/media/f.webp',
    });
    expect(JSON.parse(wire.toWire(text))).toEqual({
      image: {
        original: 'https://api.example/api/media/a.webp',
        thumbnail: 'https://api.example/api/media/thumbnails/a.webp',
      },
      gallery: ['https://api.example/api/media/b.webp'],
      description: 'see "/api/media/c.webp" and /api/media/d.webp',
      quoted: '"/api/media/e.webp',
      elsewhere: 'https://cdn.example/api/media/f.webp',
    });
    // PostgreSQL's json output puts spaces around separators.
    expect(wire.toWire('{"image" : {"original" : "/api/media/x.webp"}}')).toBe(
      '{"image" : {"original" : "https://api.example/api/media/x.webp"}}',
    );
  });

  it('turns our absolute URLs back into stored ones and leaves other hosts alone', () => {
    expect(
      wire.fromWire({
        avatar: { original: 'https://api.example/api/media/uploads/a.webp' },
        photos: [{ thumbnail: 'https://api.example/api/media/thumbnails/uploads/b.webp' }],
        other: 'https://evil.example/api/media/uploads/a.webp',
        n: 3,
        none: null,
      }),
    ).toEqual({
      avatar: { original: '/api/media/uploads/a.webp' },
      photos: [{ thumbnail: '/api/media/thumbnails/uploads/b.webp' }],
      other: 'https://evil.example/api/media/uploads/a.webp',
      n: 3,
      none: null,
    });
    const same = mediaUrlsOnTheWire(null);
    expect(same.toWire('{"a":"/api/media/x"}')).toBe('{"a":"/api/media/x"}');
  });
});

describe('the public URL without NEXT_PUBLIC_SITE_URL', () => {
  it('follows PORT: the sandbox gateway’s page, the way back from it and the verification mail', async () => {
    const restore = setEnv({ NEXT_PUBLIC_SITE_URL: undefined, PUBLIC_API_URL: undefined, PORT: '3999' });
    try {
      const local = await orderApi(t.database);
      const shopper = await makeShopper(t.database, 'Paying On Another Port', 100_000);
      const [product] = await simpleProducts(t.database, sql`p.shop_id = 1`, 1);
      const order = await placeOrder(local, [{ product_id: product!.id, order_quantity: 1 }], {
        token: shopper.token,
        extra: { payment_gateway: 'sandbox' },
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const info = order.body.payment_intent.payment_intent_info;
      expect(info.redirect_url).toMatch(/^http:\/\/localhost:3999\/api\/sandbox-gateway\/sbx_/);
      const [payment] = await t.database.rows<{ return_url: string; cancel_url: string }>(
        sql`select return_url, cancel_url from sandbox_payments where payment_id = ${info.payment_id}`,
      );
      expect(payment!.return_url).toMatch(/^http:\/\/localhost:3999\/orders\//);
      expect(payment!.cancel_url).toMatch(/^http:\/\/localhost:3999\/orders\//);

      const email = uniqueEmail('port');
      const res = await local.post('/register', { name: 'Port Reader', email, password: GOOD_PASSWORD });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const mail = await waitForMail(t.database, email, 'email_verification');
      expect(mail.meta.link).toMatch(/^http:\/\/localhost:3999\/verify-email\?token=/);
    } finally {
      restore();
    }
  });

  it('is NEXT_PUBLIC_SITE_URL when set, whatever the port', async () => {
    const restore = setEnv({ NEXT_PUBLIC_SITE_URL: 'https://shop.example/', PUBLIC_API_URL: undefined, PORT: '3999' });
    try {
      const shop = await orderApi(t.database);
      const shopper = await makeShopper(t.database, 'Paying At The Shop', 100_000);
      const [product] = await simpleProducts(t.database, sql`p.shop_id = 1`, 1);
      const order = await placeOrder(shop, [{ product_id: product!.id, order_quantity: 1 }], {
        token: shopper.token,
        extra: { payment_gateway: 'sandbox' },
      });
      expect(order.body.payment_intent.payment_intent_info.redirect_url).toMatch(
        /^https:\/\/shop\.example\/api\/sandbox-gateway\//,
      );
    } finally {
      restore();
    }
  });
});
