import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { s3Storage, type Storage } from '@/server/storage';
import { FAKE_S3_ACCESS_KEY_ID, type FakeS3, startFakeS3 } from '../fakes/s3-server';
import { makeShopper, orderApi, type OrderApi, placeOrder, type Shopper } from './helpers/orders';
import { sandboxGateway } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The app with its files in S3 (the official SDK against tests/fakes/s3-server.ts): the seed's e-books, uploads and
 * demo pictures go to the bucket, and two app instances on one database and one bucket serve the same files.
 */
const BUCKET = 'pickbazar-tests';
let fake: FakeS3;
let storage: Storage;
let prefix: string;
let t: TestApp;
let api: OrderApi;
let shopper: Shopper;

beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET] });
  prefix = `run-${randomBytes(4).toString('hex')}`;
  storage = s3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: fake.url,
    credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: 'test-secret' },
    forcePathStyle: true,
    prefix,
  });
  t = await createTestApp({ storage });
  api = await orderApi(t.database, { payments: [sandboxGateway(t.database)], storage });
  shopper = await makeShopper(t.database, 'S3 Reader', 100_000);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const objectKey = (area: 'media' | 'private', key: string) => `${BUCKET}/${prefix}/${area}/${key}`;
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

async function nothingOnDisk() {
  expect(await readdir(t.mediaDir, { recursive: true })).toEqual([]);
  expect(await readdir(t.privateDir, { recursive: true })).toEqual([]);
}

describe('files in S3', () => {
  it('seeds the demo e-books into the private area of the bucket', async () => {
    const files = await t.database.rows<{ storage_path: string }>(sql`select storage_path from digital_files`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const stored = fake.objects.get(objectKey('private', file.storage_path));
      expect(stored?.bytes.subarray(0, 5).toString(), file.storage_path).toBe('%PDF-');
      expect(stored?.contentType).toBe('application/pdf');
    }
    await nothingOnDisk();
  });

  it('stores an upload in the bucket and serves it and its thumbnail', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('attachment[]', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
    const res = await api.app.request('/api/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const [item] = (await res.json()) as { file_name: string; original: string; thumbnail: string }[];
    const original = fake.objects.get(objectKey('media', item!.file_name));
    const thumbnail = fake.objects.get(objectKey('media', `thumbnails/${item!.file_name}`));
    expect(original?.contentType).toBe('image/webp');
    expect(thumbnail?.contentType).toBe('image/webp');
    for (const [url, stored] of [
      [item!.original, original!],
      [item!.thumbnail, thumbnail!],
    ] as const) {
      const served = await api.app.request(pathOf(url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);
    }
    expect((await sharp(thumbnail!.bytes).metadata()).width).toBe(360);
    await nothingOnDisk();
  });

  it('keeps a demo picture drawn by one instance in the bucket; another instance serves those bytes', async () => {
    const first = await t.app.request('/api/media/site-og.webp');
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(fake.objects.get(objectKey('media', 'site-og.webp'))?.bytes.equals(bytes)).toBe(true);

    const puts = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/media/site-og.webp')).length;
    const before = puts();
    const other = createApp({ database: t.database, storage, cacheTtlMs: 0 });
    const second = await other.request('/api/media/site-og.webp');
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(puts()).toBe(before);
  });

  it('streams a bought digital file from the bucket through the one-time link, never a bucket URL', async () => {
    const [ebook] = await t.database.rows<{ id: number; file_id: number; storage_path: string }>(sql`
      select p.id, df.id as file_id, df.storage_path from products p
      join digital_files df on df.fileable_type = 'product' and df.fileable_id = p.id
      where p.status = 'publish' and p.quantity >= 50 order by p.id limit 1`);
    const order = await placeOrder(api, [{ product_id: ebook!.id, order_quantity: 1 }], {
      token: shopper.token,
      extra: { shipping_address: null, billing_address: null, delivery_time: null, use_wallet_points: true },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    const link = await api.post(
      '/downloads/digital_file',
      { digital_file_id: ebook!.file_id },
      { token: shopper.token },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body).not.toContain(String(fake.port));
    expect(link.body).not.toContain(BUCKET);
    const downloaded = await api.app.request(pathOf(link.body));
    expect(downloaded.status).toBe(200);
    const body = Buffer.from(await downloaded.arrayBuffer());
    expect(body.equals(fake.objects.get(objectKey('private', ebook!.storage_path))!.bytes)).toBe(true);
    expect(downloaded.headers.get('content-length')).toBe(String(body.length));
    expect(downloaded.headers.get('cache-control')).toBe('private, no-store');
    expect((await api.app.request(pathOf(link.body))).status).toBe(404);

    // The object gone from the bucket: the link answers 404 with a message, not a broken stream.
    await storage.private.delete(ebook!.storage_path);
    const again = await api.post(
      '/downloads/digital_file',
      { digital_file_id: ebook!.file_id },
      { token: shopper.token },
    );
    const missing = await api.app.request(pathOf(again.body));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/missing/);
  });
});
