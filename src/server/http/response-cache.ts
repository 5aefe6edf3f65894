/**
 * A small in-process cache of public GET answers (catalogue lists and details), so a busy shop does not
 * rebuild the same JSON for every visitor. Entries live `ttlMs` (staleness is bounded by it even when several
 * processes share a database), at most `maxEntries`/`maxBytes` are kept (least recently used go first), and
 * concurrent misses for one key share a single computation. Requests carrying a sign-in token never use it.
 */
export interface CachedAnswer {
  status: number;
  text: string;
  /** The text gzipped, made once on the first request that accepts gzip. */
  gzip?: Buffer;
}

interface Entry extends CachedAnswer {
  expires: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  private generation = 0;
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: ResponseCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A fresh entry, marked as recently used; undefined when absent or expired. */
  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The cached answer for `key`, or the result of `compute` (stored when its status is 200). Failures are
   * passed on and never stored.
   */
  async remember(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = compute()
      .then((answer) => {
        // A write that happened while computing may have changed the data: keep the answer out of the cache.
        if (answer.status === 200 && generation === this.generation) this.store(key, answer);
        return answer;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** Forgets everything, e.g. after a write that changes catalogue data. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, answer: CachedAnswer): void {
    const bytes = answer.text.length * 2;
    if (bytes > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { ...answer, bytes, expires: Date.now() + this.ttlMs });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
