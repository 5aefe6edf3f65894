import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@/config/env';
import { directoryStorage, type ObjectStore, s3Storage, type Storage, StorageKeyError } from '@/server/storage';
import { FAKE_S3_ACCESS_KEY_ID, type FakeS3, startFakeS3 } from '../fakes/s3-server';

/**
 * One contract for every store (src/server/storage): the directory store on a fresh folder and the S3 store
 * through the official SDK against the local fake (tests/fakes/s3-server.ts).
 */
let root: string;
let fake: FakeS3;
const BUCKET = 'contract-tests';
const s3Settings = (prefix: string, accessKeyId = FAKE_S3_ACCESS_KEY_ID) => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: fake.url,
  credentials: { accessKeyId, secretAccessKey: 'any-secret' },
  forcePathStyle: true,
  prefix,
});

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pickbazar-storage-'));
  fake = await startFakeS3({ buckets: [BUCKET] });
});
afterAll(async () => {
  await fake?.close();
  await rm(root, { recursive: true, force: true });
});

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const kinds: { name: string; make: () => Promise<Storage> }[] = [
  {
    name: 'directory',
    make: async () => {
      const base = path.join(root, randomBytes(4).toString('hex'));
      return directoryStorage({ media: path.join(base, 'media'), private: path.join(base, 'private') });
    },
  },
  { name: 'S3 (fake)', make: async () => s3Storage(s3Settings(`shop-${randomBytes(4).toString('hex')}`)) },
];

describe.each(kinds)('$name store', ({ make }) => {
  let storage: Storage;
  let media: ObjectStore;
  beforeAll(async () => {
    storage = await make();
    media = storage.media;
  });

  it('keeps what is put: whole, as bytes, as a stream with its size, and says it exists', async () => {
    await media.put('uploads/a.webp', bytesOf('first picture'), { contentType: 'image/webp' });
    expect((await media.get('uploads/a.webp'))?.toString()).toBe('first picture');
    const opened = await media.open('uploads/a.webp');
    expect(opened?.size).toBe(13);
    expect((await readAll(opened!.body)).toString()).toBe('first picture');
    expect(await media.exists('uploads/a.webp')).toBe(true);
  });

  it('finds nothing for a key never stored', async () => {
    expect(await media.get('uploads/none.webp')).toBeNull();
    expect(await media.open('uploads/none.webp')).toBeNull();
    expect(await media.exists('uploads/none.webp')).toBe(false);
    expect(await media.exists('uploads')).toBe(false);
  });

  it('replaces an object whole, and deletes it (deleting twice is fine)', async () => {
    await media.put('x/replace.bin', bytesOf('a much longer first version'));
    await media.put('x/replace.bin', bytesOf('short'));
    expect((await media.get('x/replace.bin'))?.toString()).toBe('short');
    await media.delete('x/replace.bin');
    await media.delete('x/replace.bin');
    expect(await media.get('x/replace.bin')).toBeNull();
    expect(await media.exists('x/replace.bin')).toBe(false);
  });

  it('keeps the public and the private area apart', async () => {
    await storage.private.put('digital/book/file.pdf', bytesOf('%PDF- private'));
    expect(await media.get('digital/book/file.pdf')).toBeNull();
    expect(await media.exists('digital/book/file.pdf')).toBe(false);
    expect((await storage.private.get('digital/book/file.pdf'))?.toString()).toBe('%PDF- private');
  });

  it('refuses keys that could leave the area: writes throw, reads find nothing', async () => {
    await storage.private.put('secret.txt', bytesOf('private'));
    const bad = [
      '../secret.txt',
      '../private/secret.txt',
      '/etc/passwd',
      'a/../../secret.txt',
      'a//b',
      '',
      '.hidden',
      'a\\..\\b',
      'a/./b',
      'a/b/',
      'new\nline',
      `${'a/'.repeat(8)}b`,
      'x'.repeat(600),
    ];
    for (const key of bad) {
      await expect(media.put(key, bytesOf('x')), key).rejects.toThrow(StorageKeyError);
      await expect(media.delete(key), key).rejects.toThrow(StorageKeyError);
      expect(await media.get(key), key).toBeNull();
      expect(await media.open(key), key).toBeNull();
      expect(await media.exists(key), key).toBe(false);
    }
  });

  it('many writers of one key at once: a reader gets one whole version', async () => {
    const versions = Array.from({ length: 10 }, (_, i) => Buffer.alloc(64 * 1024 + i, String(i)));
    await Promise.all(versions.map((v) => media.put('race/one.bin', new Uint8Array(v))));
    const read = await media.get('race/one.bin');
    expect(versions.some((v) => v.equals(read!))).toBe(true);
  });

  it('streams a large object in pieces with its exact size', async () => {
    const big = randomBytes(3 * 1024 * 1024 + 7);
    await storage.private.put('digital/big/file.bin', new Uint8Array(big));
    const opened = await storage.private.open('digital/big/file.bin');
    expect(opened?.size).toBe(big.length);
    expect((await readAll(opened!.body)).equals(big)).toBe(true);
  });
});

describe('directory store', () => {
  it('leaves no temporary files and follows no link out of its folder', async () => {
    const base = path.join(root, 'links');
    const storage = directoryStorage({ media: path.join(base, 'media'), private: path.join(base, 'private') });
    await Promise.all(Array.from({ length: 8 }, () => storage.media.put('a/b.webp', bytesOf('picture'))));
    expect((await readdir(path.join(base, 'media'), { recursive: true })).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
    await writeFile(path.join(base, 'outside.txt'), 'outside secret');
    await mkdir(path.join(base, 'private'), { recursive: true });
    await symlink(path.join(base, 'outside.txt'), path.join(base, 'private', 'link.txt'));
    expect(await storage.private.get('link.txt')).toBeNull();
    expect(await storage.private.open('link.txt')).toBeNull();
    expect(await storage.private.exists('link.txt')).toBe(false);
  });
});

describe('S3 store', () => {
  it('keeps objects under <prefix>media/ and <prefix>private/, signed with the configured key', async () => {
    const storage = s3Storage(s3Settings('/team-a/shop-1/'));
    await storage.media.put('uploads/p.webp', bytesOf('p'), { contentType: 'image/webp' });
    await storage.private.put('digital/b/f.pdf', bytesOf('f'), { contentType: 'application/pdf' });
    expect(fake.objects.get(`${BUCKET}/team-a/shop-1/media/uploads/p.webp`)?.contentType).toBe('image/webp');
    expect(fake.objects.get(`${BUCKET}/team-a/shop-1/private/digital/b/f.pdf`)?.bytes.toString()).toBe('f');
    const mine = fake.requests.filter((r) => r.path.startsWith(`/${BUCKET}/team-a/shop-1/`));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r) => r.accessKeyId === FAKE_S3_ACCESS_KEY_ID)).toBe(true);
  });

  it('fails loudly with a wrong key or a missing bucket, instead of finding nothing', async () => {
    const wrongKey = s3Storage(s3Settings('k', 'someone-else'));
    await expect(wrongKey.media.put('a.webp', bytesOf('a'))).rejects.toThrow(/Access Key Id/);
    await expect(wrongKey.media.get('a.webp')).rejects.toThrow();
    const noBucket = s3Storage({ ...s3Settings('k'), bucket: 'no-such-bucket' });
    // (HEAD answers a missing bucket with a bare 404, on S3 as here: exists() cannot tell it from a missing key.)
    await expect(noBucket.private.open('a.pdf')).rejects.toThrow(/bucket/i);
  });

  it('answers anonymous requests with 403, as a private bucket does', async () => {
    const storage = s3Storage(s3Settings('anon'));
    await storage.private.put('digital/x/book.pdf', bytesOf('the private bytes'));
    const res = await fetch(`${fake.url}/${BUCKET}/anon/private/digital/x/book.pdf`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('the private bytes');
  });

  it('refuses a prefix that breaks the key rule', () => {
    for (const prefix of ['../up', 'a/../b', 'a b']) {
      expect(() => s3Storage(s3Settings(prefix)), prefix).toThrow(ConfigError);
    }
  });
});
