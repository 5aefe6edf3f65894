/** A stored object opened for reading: its bytes as a stream and its size (for Content-Length). */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * One area of storage (public media or private files), addressed by keys (src/server/storage/keys.ts).
 * Writes are atomic: a reader sees the whole old object, the whole new one, or none. Reads of a key that breaks
 * the key rule find nothing; writes of one throw.
 */
export interface ObjectStore {
  /** Where objects live, for logs and messages (`directory /srv/media`, `s3://bucket/prefix/media/`). */
  readonly location: string;
  put(key: string, bytes: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** The whole object, or null when there is none. For small objects (pictures). */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none. For files of any size (downloads). */
  open(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Where the app keeps files. `media`: pictures served publicly at /api/media (uploads, thumbnails, demo pictures
 * drawn from their recipes). `private`: files never served directly (digital products), streamed only by the
 * download endpoint after its own checks.
 */
export interface Storage {
  media: ObjectStore;
  private: ObjectStore;
}
