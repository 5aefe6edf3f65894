import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A shared cache for rendered pages inside the production server, doing what a CDN in front of the shop would:
 * it keeps GET answers that Next marked `public, s-maxage=N` (catalogue pages) for up to N seconds (capped),
 * per URL and content encoding. Pages marked public hold nothing personal (server rendering never sees the
 * shopper's token; the header's account button loads in the browser), so signed-in shoppers are served from it
 * too. Personal pages say `private, no-store` and are never kept. Concurrent misses for one page wait for a
 * single render.
 *
 * Only complete 200 answers to GET are kept: a HEAD answer has no body (Node drops it), so storing one would
 * blank the page for every later visitor. HEAD is answered from a kept GET answer when there is one.
 */
interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expires: number;
}

export interface PageCacheOptions {
  /** Upper bound on how long any page is kept, in seconds (0 turns the cache off). */
  maxSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
}

// Static files and pictures have their own caching; page data for client-side navigation (/_next/data/) is kept.
const SKIP_PREFIXES = ['/api', '/_next/static/', '/_next/image', '/favicon'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<void>>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  }

  private keyOf(req: IncomingMessage): string | null {
    if (this.options.maxSeconds <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    const url = req.url ?? '/';
    if (SKIP_PREFIXES.some((p) => url.startsWith(p))) return null;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    return `${req.headers.host ?? ''}${url}|${gzip ? 'gzip' : 'identity'}`;
  }

  /** Serves from the cache, or lets `render` answer while recording what it sends. */
  async handle(req: IncomingMessage, res: ServerResponse, render: () => Promise<unknown>): Promise<void> {
    const key = this.keyOf(req);
    if (!key) {
      await render();
      return;
    }
    const waiting = this.pending.get(key);
    if (waiting) await waiting;
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'HIT' });
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    // A HEAD render sends headers only: answer it, keep nothing.
    if (req.method === 'HEAD') {
      await render();
      return;
    }
    let release!: () => void;
    this.pending.set(key, new Promise<void>((r) => (release = r)));
    try {
      await this.record(key, res, render);
    } finally {
      this.pending.delete(key);
      release();
    }
  }

  private async record(key: string, res: ServerResponse, render: () => Promise<unknown>): Promise<void> {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    // 'close' too: a visitor who goes away mid-answer must not keep the others waiting on this render.
    const finished = new Promise<void>((resolve) => {
      res.once('finish', () => resolve());
      res.once('close', () => resolve());
    });
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    // The answer is over when it finished or its visitor left, even if the render has not returned: Next's file
    // stream of a public file (/locales/…) never ends once its reader went away, and the visitors waiting for it
    // (handle's `pending`) waited with it for good. A render that fails before then still fails here.
    const rendering = Promise.resolve().then(render);
    await Promise.race([rendering.then(() => finished), finished]);
    const seconds = this.cacheSeconds(res);
    if (res.statusCode !== 200 || seconds <= 0 || !res.writableFinished) return;
    const body = Buffer.concat(chunks);
    // An answer cut short (a length it did not reach, or an empty page) is not worth keeping.
    const length = res.getHeader('content-length');
    if (body.length === 0 || (length !== undefined && Number(length) !== body.length)) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !HOP_BY_HOP.has(name))
        headers[name] = typeof value === 'number' ? String(value) : value;
    }
    this.store(key, { status: 200, headers, body, expires: Date.now() + seconds * 1000 });
  }

  private cacheSeconds(res: ServerResponse): number {
    const control = String(res.getHeader('cache-control') ?? '');
    if (!/\bpublic\b/.test(control) || /\b(private|no-store)\b/.test(control) || res.getHeader('set-cookie')) return 0;
    const shared = /s-maxage=(\d+)/.exec(control);
    return shared ? Math.min(Number(shared[1]), this.options.maxSeconds) : 0;
  }

  private store(key: string, entry: Entry): void {
    if (entry.body.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= e.body.length;
    }
  }
}
