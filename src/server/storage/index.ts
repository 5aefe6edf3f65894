import { type ServerEnv, serverEnv } from '@/config/env';
import { directoryStorage } from './directory-store';
import { s3Storage } from './s3-store';
import type { Storage } from './storage';

export { checkStorageKey, isStorageKey, StorageKeyError } from './keys';
export type { ObjectStore, Storage, StoredObject } from './storage';
export { DirectoryStore, directoryStorage } from './directory-store';
export { S3Store, s3Storage } from './s3-store';

/** The storage the environment configures: the S3 bucket when S3_BUCKET is set, else MEDIA_DIR and PRIVATE_FILES_DIR. */
export function storageFromEnv(env: ServerEnv = serverEnv()): Storage {
  return env.s3 ? s3Storage(env.s3) : directoryStorage({ media: env.mediaDir, private: env.privateDir });
}
