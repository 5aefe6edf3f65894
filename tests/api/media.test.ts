import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function picture(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('GET /api/media/:file', () => {
  it('draws a demo picture on first request, keeps it, and sends the same bytes afterwards', async () => {
    const first = await picture('/api/media/site-logo.webp');
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/webp');
    expect(isWebp(first.bytes)).toBe(true);
    const again = await picture('/api/media/site-logo.webp');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const thumbnail = await picture('/api/media/thumbnails/site-logo.webp');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.bytes.length).toBeLessThan(first.bytes.length);
  });

  it('answers many first requests for one picture at once with the same picture, and leaves no temporary files', async () => {
    const { body } = await t.get('/products?limit=1');
    const name = String(body.data[0].image.original).split('/').pop();
    const answers = await Promise.all(Array.from({ length: 12 }, () => picture(`/api/media/${name}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    const files = await readdir(t.mediaDir, { recursive: true });
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain(name);
  });

  it('answers 404 for unknown and unsafe names', async () => {
    for (const url of ['/api/media/no-such-picture.webp', '/api/media/..%2Fsecret.webp', '/api/media/x.png']) {
      const res = await t.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.message, url).toMatch(/picture/);
    }
  });
});
