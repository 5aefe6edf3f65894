import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/client';
import type { ObjectStore } from '../storage';
import { attachments } from '../db/schema';
import { AppError } from '../errors';
import type { ArtSpec } from '../demo/art-spec';
import { renderArt } from '../demo/render-art';

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,150}\.webp$/i;
/** Uploaded pictures get 32 hex characters as their name (services/attachment/create-attachments.ts). */
const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;
const SIZES = { original: 800, thumbnail: 360 } as const;

const PICTURE_HEADERS = {
  'Content-Type': 'image/webp',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Serves stored pictures from the media area of storage. Demo pictures are drawn from their recipe on first
 * request and kept in the same store (`<name>` and `thumbnails/<name>`), so every instance behind a load balancer
 * serves the bytes the first drawing stored and later requests are plain reads.
 */
export function mountMedia(app: Hono, options: { database: Database; media: ObjectStore }): void {
  const { media } = options;
  // Pictures being drawn: many first requests for one picture (a page full of visitors) share one drawing.
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = async (name: string, size: keyof typeof SIZES, key: string): Promise<Buffer> => {
    const [row] = await options.database.db
      .select({ art: attachments.art })
      .from(attachments)
      .where(eq(attachments.fileName, name))
      .limit(1);
    if (!row?.art) throw new AppError('NOT_FOUND', `There is no picture named "${name}".`);
    const bytes = await renderArt(row.art as unknown as ArtSpec, SIZES[size]);
    try {
      await media.put(key, bytes, { contentType: 'image/webp' });
    } catch (error) {
      // The picture is drawn; keeping it failed (full disk, storage down). Send it anyway and draw it again next time.
      console.error(`[media] could not keep ${key} in ${media.location}:`, error);
    }
    return bytes;
  };

  const serve = (size: keyof typeof SIZES) => async (c: Context) => {
    const name = c.req.param('file') ?? '';
    if (!SAFE_NAME.test(name)) throw new AppError('NOT_FOUND', `There is no picture named "${name.slice(0, 60)}".`);
    const key = size === 'original' ? name : `thumbnails/${name}`;
    let bytes = await media.get(key);
    if (!bytes) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(name, size, key).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      bytes = await pending;
    }
    return c.body(new Uint8Array(bytes), 200, PICTURE_HEADERS);
  };
  // Uploads are stored objects: the name is checked against the one shape we generate, so no key can escape.
  const serveUpload = (folder: string) => async (c: Context) => {
    const name = c.req.param('file') ?? '';
    const missing = () => new AppError('NOT_FOUND', `There is no uploaded picture named "${name.slice(0, 60)}".`);
    if (!UPLOAD_NAME.test(name)) throw missing();
    const bytes = await media.get(`${folder}uploads/${name}`);
    if (!bytes) throw missing();
    return c.body(new Uint8Array(bytes), 200, PICTURE_HEADERS);
  };
  app.get('/media/uploads/:file', serveUpload(''));
  app.get('/media/thumbnails/uploads/:file', serveUpload('thumbnails/'));
  app.get('/media/thumbnails/:file', serve('thumbnail'));
  app.get('/media/:file', serve('original'));
}
