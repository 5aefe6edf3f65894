import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('response compression', () => {
  it('gzips JSON for clients that accept it, and only for them', async () => {
    const zipped = await t.app.request('/api/products?limit=20', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const body = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(body.data).toHaveLength(20);
    expect(bytes.length).toBeLessThan(JSON.stringify(body).length / 3);

    const plain = await t.app.request('/api/products?limit=20');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data).toHaveLength(20);
  });

  it('leaves pictures alone', async () => {
    const page = await (await t.app.request('/api/products?limit=1')).json();
    const picture = await t.app.request(page.data[0].image.thumbnail, { headers: { 'accept-encoding': 'gzip' } });
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('content-encoding')).toBeNull();
  });
});
