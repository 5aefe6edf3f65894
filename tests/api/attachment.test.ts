import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { directoryStorage } from '@/server/storage';
import en from '../../public/locales/en/common.json';
import { accountApp, registerAccount, type TestAccount } from './helpers/accounts';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let ada: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: 1000, windowMs: 60_000 } });
  ada = await registerAccount(t.database);
});
afterAll(() => t?.close());

const english = en as Record<string, string>;

type Part = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | { name: string; text: string };

async function upload(
  parts: Part[],
  init: { token?: string; field?: string; app?: TestApp['app']; address?: string } = {},
) {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.name, part.text);
    else form.append(init.field ?? 'attachment[]', new File([part.bytes], part.name, { type: part.type }));
  }
  const res = await (init.app ?? t.app).request(
    '/api/attachments',
    { method: 'POST', headers: { authorization: `Bearer ${init.token ?? ada.token}` }, body: form },
    init.address ? { incoming: { socket: { remoteAddress: init.address } } } : undefined,
  );
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

async function attachmentCount() {
  const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from attachments`);
  return row!.n;
}

/** A PNG whose header claims `width` × `height` pixels: tiny on the wire, enormous once decoded. */
function pngHeaderOnly(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 3, 0])),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('POST /attachments', () => {
  it('stores JPEG, PNG, WebP and GIF pictures as WebP under generated names, owned by the uploader', async () => {
    const files = await Promise.all(
      (['png', 'jpeg', 'webp', 'gif'] as const).map(async (format) => ({
        name: `../../etc/passwd-${format}.${format}`,
        type: `image/${format}`,
        bytes: await picture(format),
      })),
    );
    const res = await upload(files);
    expect(res.status).toBe(200);
    expectDocumented('post', '/attachments', 200, res.body);
    expect(res.body).toHaveLength(4);
    const names = new Set<string>();
    for (const item of res.body) {
      expect(item.file_name).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
      expect(item.original).toBe(`/api/media/${item.file_name}`);
      expect(item.thumbnail).toBe(`/api/media/thumbnails/${item.file_name}`);
      names.add(item.file_name);
      for (const url of [item.original, item.thumbnail]) {
        const served = await t.app.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
      }
    }
    expect(names.size).toBe(4);
    const rows = await t.database.rows<{ owner_id: number; mime_type: string }>(
      sql`select owner_id, mime_type from attachments where id in (${sql.join(
        res.body.map((i: { id: number }) => sql`${i.id}`),
        sql`, `,
      )})`,
    );
    expect(rows).toEqual(Array(4).fill({ owner_id: ada.id, mime_type: 'image/webp' }));
  });

  it('shrinks large pictures, makes a small thumbnail and drops the picture’s metadata', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#36c' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS and camera secrets' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload([{ name: 'wide.jpg', type: 'image/jpeg', bytes: new Uint8Array(jpeg) }]);
    expect(res.status).toBe(200);
    const [item] = res.body;
    const original = Buffer.from(await (await t.app.request(item.original)).arrayBuffer());
    const thumbnail = Buffer.from(await (await t.app.request(item.thumbnail)).arrayBuffer());
    const meta = await sharp(original).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 400]);
    expect(meta.exif).toBeUndefined();
    expect(original.toString('latin1')).not.toContain('GPS and camera secrets');
    expect((await sharp(thumbnail).metadata()).width).toBe(360);
  });

  it.each([
    [
      'text named like a picture',
      'notes.png',
      'image/png',
      () => new TextEncoder().encode('just some words, not a PNG'),
    ],
    ['an HTML page', 'x.jpg', 'image/jpeg', () => new TextEncoder().encode('<html><script>alert(1)</script></html>')],
    [
      'an SVG picture (may carry scripts)',
      'logo.svg',
      'image/svg+xml',
      () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    ],
    ['an empty file', 'empty.png', 'image/png', () => new Uint8Array()],
  ])('refuses %s by its content, whatever its name and type say', async (_what, name, type, bytes) => {
    const before = await attachmentCount();
    const res = await upload([{ name, type, bytes: bytes() }]);
    expect(res.status).toBe(422);
    expectDocumented('post', '/attachments', 422, res.body);
    expect(res.body.errors).toEqual({ attachment: ['error-upload-not-image'] });
    expect(english['error-upload-not-image']).toBeTruthy();
    expect(await attachmentCount()).toBe(before);
  });

  it('stores nothing when one file of several is bad', async () => {
    const before = await attachmentCount();
    const res = await upload([
      { name: 'good.png', type: 'image/png', bytes: await picture('png') },
      { name: 'bad.png', type: 'image/png', bytes: new TextEncoder().encode('nope') },
    ]);
    expect(res.status).toBe(422);
    expect(await attachmentCount()).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await picture('png'));
    const res = await upload([{ name: 'huge.png', type: 'image/png', bytes: big }]);
    expect(res.status).toBe(422);
    expectDocumented('post', '/attachments', 422, res.body);
    expect(res.body.errors).toEqual({ attachment: ['error-upload-too-big'] });
    expect(english['error-upload-too-big']).toBeTruthy();
  });

  it('refuses a picture that would decode to too many pixels', async () => {
    const res = await upload([{ name: 'bomb.png', type: 'image/png', bytes: pngHeaderOnly(20_000, 20_000) }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ attachment: ['error-upload-dimensions'] });
    expect(english['error-upload-dimensions']).toBeTruthy();
  });

  it('refuses more than 5 files, no files, and text in the field', async () => {
    const png = await picture('png');
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', bytes: png }));
    for (const [parts, key] of [
      [six, 'error-upload-too-many'],
      [[{ name: 'other', text: 'x' }], 'error-upload-empty'],
      [[{ name: 'attachment[]', text: 'not a file' }], 'error-upload-not-image'],
    ] as const) {
      const res = await upload(parts as Part[]);
      expect(res.status, key).toBe(422);
      expectDocumented('post', '/attachments', 422, res.body);
      expect(res.body.errors).toEqual({ attachment: [key] });
      expect(english[key]).toBeTruthy();
    }
  });

  it('accepts the field name attachment too', async () => {
    const res = await upload([{ name: 'a.png', type: 'image/png', bytes: await picture('png') }], {
      field: 'attachment',
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const res = await t.app.request('/api/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ attachment: 'data:image/png;base64,AAAA' }),
    });
    expect(res.status).toBe(415);
    expectDocumented('post', '/attachments', 415, await res.json());
  });

  it('answers 413 before reading a body declared larger than every allowed file together', async () => {
    const res = await t.app.request('/api/attachments', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ada.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      body: '--x--\r\n',
    });
    expect(res.status).toBe(413);
    expectDocumented('post', '/attachments', 413, await res.json());
  });

  it('is rate limited per client address', async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-upload-limit-'));
    onTestFinished(() => rm(mediaDir, { recursive: true, force: true }));
    const storage = directoryStorage({ media: mediaDir, private: mediaDir });
    // An address of its own: on PostgreSQL the apps over one database share their counts.
    const limited = await accountApp(t.database, { storage, rateLimit: { max: 2, windowMs: 60_000 } });
    const from = { app: limited.app, address: '10.31.0.2' };
    const png = await picture('png');
    for (let i = 0; i < 2; i++) {
      expect((await upload([{ name: 'a.png', type: 'image/png', bytes: png }], from)).status).toBe(200);
    }
    const res = await upload([{ name: 'a.png', type: 'image/png', bytes: png }], from);
    expect(res.status).toBe(429);
    expectDocumented('post', '/attachments', 429, res.body);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
