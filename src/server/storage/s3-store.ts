import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError, type S3Settings } from '@/config/env';
import { checkStorageKey, isStorageKey } from './keys';
import type { ObjectStore, Storage, StoredObject } from './storage';

/**
 * A missing object: NoSuchKey on GET, a bare 404 (NotFound) on HEAD. Other 404s (NoSuchBucket) are a
 * misconfiguration and must fail loudly rather than look like a missing file.
 */
const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/**
 * Objects in an S3 bucket under `<prefix><area>/`, through the official AWS SDK. A PUT replaces an object whole,
 * so writes are atomic as the key rule asks. Nothing here makes an object public: objects get the bucket's
 * default (private) access, and the app streams them itself.
 */
export class S3Store implements ObjectStore {
  readonly location: string;

  constructor(
    private readonly client: () => Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.location = `s3://${bucket}/${prefix}`;
  }

  async put(key: string, bytes: Uint8Array, options: { contentType?: string } = {}): Promise<void> {
    const { client, sdk } = await this.client();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + checkStorageKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: options.contentType ?? 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const found = await this.read(key);
    return found && Buffer.from(await found.Body!.transformToByteArray());
  }

  async open(key: string): Promise<StoredObject | null> {
    const found = await this.read(key);
    if (!found?.Body) return null;
    return { body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: found.ContentLength ?? 0 };
  }

  private async read(key: string) {
    if (!isStorageKey(key)) return null;
    const { client, sdk } = await this.client();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    const { client, sdk } = await this.client();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { client, sdk } = await this.client();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + checkStorageKey(key) }));
  }
}

/**
 * Both areas in one bucket: `<prefix>media/` and `<prefix>private/`. The SDK is loaded on first use, so a shop
 * that keeps files in a directory never loads it.
 */
export function s3Storage(settings: S3Settings): Storage {
  // The prefix obeys the key rule too (slashes around it are optional), so no key can climb out of it.
  const trimmed = settings.prefix.replace(/^\/+|\/+$/g, '');
  if (trimmed && !isStorageKey(trimmed)) {
    throw new ConfigError(`S3_PREFIX must be folder names of letters, digits, ".", "_" and "-" (got "${trimmed}")`);
  }
  const prefix = trimmed ? `${trimmed}/` : '';
  let loading: ReturnType<ConstructorParameters<typeof S3Store>[0]> | null = null;
  const client = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint ?? undefined,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials ?? undefined,
      }),
    })));
  return {
    media: new S3Store(client, settings.bucket, `${prefix}media/`),
    private: new S3Store(client, settings.bucket, `${prefix}private/`),
  };
}
