import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, resetServerEnv, serverEnv } from '@/config/env';
import { DirectoryStore, S3Store, storageFromEnv } from '@/server/storage';

const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
];

function withEnv(values: Record<string, string>) {
  for (const name of S3_NAMES) vi.stubEnv(name, values[name] ?? '');
  resetServerEnv();
  return () => serverEnv();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnv();
});

describe('S3_* settings', () => {
  it('none set: files stay in MEDIA_DIR and PRIVATE_FILES_DIR', () => {
    vi.stubEnv('MEDIA_DIR', '/srv/shop/media');
    vi.stubEnv('PRIVATE_FILES_DIR', '/srv/shop/private');
    const env = withEnv({})();
    expect(env.s3).toBeNull();
    const storage = storageFromEnv(env);
    expect(storage.media).toBeInstanceOf(DirectoryStore);
    expect(storage.media.location).toBe('directory /srv/shop/media');
    expect(storage.private.location).toBe('directory /srv/shop/private');
  });

  it('bucket and region: S3, with the optional endpoint, key pair, path style and prefix', () => {
    const env = withEnv({
      S3_BUCKET: 'shop-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'shop-a/',
    })();
    expect(env.s3).toEqual({
      bucket: 'shop-files',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'shop-a/',
    });
    const storage = storageFromEnv(env);
    expect(storage.media).toBeInstanceOf(S3Store);
    expect(storage.media.location).toBe('s3://shop-files/shop-a/media/');
    expect(storage.private.location).toBe('s3://shop-files/shop-a/private/');
  });

  it('without a key pair the SDK’s own credential chain is used; path style is off by default', () => {
    const env = withEnv({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1' })();
    expect(env.s3).toMatchObject({ credentials: null, forcePathStyle: false, endpoint: null, prefix: '' });
    expect(storageFromEnv(env).private.location).toBe('s3://shop-files/private/');
  });

  it('refuses half a configuration with a message naming what is missing', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ S3_BUCKET: 'shop-files' }, /S3_REGION must be set too/],
      [{ S3_REGION: 'eu-west-1' }, /S3_BUCKET must be set too/],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET and S3_REGION must be set too \(S3_ENDPOINT is set\)/],
      [{ S3_PREFIX: 'a', S3_FORCE_PATH_STYLE: 'true' }, /S3_FORCE_PATH_STYLE, S3_PREFIX is set/],
      [{ S3_BUCKET: 'b-1', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY must be set too/],
      [{ S3_BUCKET: 'Shop_Files', S3_REGION: 'r' }, /S3_BUCKET must be a bucket name/],
      [{ S3_BUCKET: 'b-1', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
      [{ S3_BUCKET: 'b-1', S3_REGION: 'r', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
    ];
    for (const [values, message] of cases) {
      const read = withEnv(values);
      expect(read, JSON.stringify(values)).toThrow(ConfigError);
      expect(read, JSON.stringify(values)).toThrow(message);
    }
  });

  it('refuses a prefix that could climb out of its folder when the storage is made', () => {
    const env = withEnv({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1', S3_PREFIX: '../other-shop' })();
    expect(() => storageFromEnv(env)).toThrow(/S3_PREFIX must be/);
  });
});
