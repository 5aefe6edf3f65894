import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/client';
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

declare module 'hono' {
  interface ContextVariableMap {
    /** Where pictures are stored, for the upload endpoint (POST /attachments). */
    mediaDir: string;
  }
}

/** The media directory of this app, as mounted by `mountMedia`. */
export function mediaDirOf(c: Context): string {
  const dir = c.get('mediaDir');
  if (!dir) throw new Error('mountMedia did not run for this request');
  return dir;
}

/**
 * Serves stored pictures. Demo pictures are drawn from their recipe on first request and kept in the
 * media directory, so later requests are plain file reads.
 */
export function mountMedia(app: Hono, options: { database: Database; mediaDir: string }): void {
  // Pictures being drawn: many first requests for one picture (a page full of visitors) share one drawing.
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = async (name: string, size: keyof typeof SIZES, file: string): Promise<Buffer> => {
    const [row] = await options.database.db
      .select({ art: attachments.art })
      .from(attachments)
      .where(eq(attachments.fileName, name))
      .limit(1);
    if (!row?.art) throw new AppError('NOT_FOUND', `There is no picture named "${name}".`);
    const bytes = await renderArt(row.art as unknown as ArtSpec, SIZES[size]);
    // Written under a name of its own and renamed into place, so no reader ever sees half a file.
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      // The picture is drawn; keeping it failed (full disk, permissions). Send it anyway and draw it again next time.
      await rm(temp, { force: true });
      console.error(`[media] could not keep ${file}:`, error);
    }
    return bytes;
  };

  const serve = (size: keyof typeof SIZES) => async (c: Context) => {
    const name = c.req.param('file') ?? '';
    if (!SAFE_NAME.test(name)) throw new AppError('NOT_FOUND', `There is no picture named "${name.slice(0, 60)}".`);
    const file = path.join(options.mediaDir, size === 'original' ? '' : 'thumbnails', name);
    let bytes: Buffer | null = await readFile(file).catch(() => null);
    if (!bytes) {
      let pending = drawing.get(file);
      if (!pending) {
        pending = draw(name, size, file).finally(() => drawing.delete(file));
        drawing.set(file, pending);
      }
      bytes = await pending;
    }
    return c.body(new Uint8Array(bytes), 200, PICTURE_HEADERS);
  };
  // Uploads are plain files: the name is checked against the one shape we generate, so no path can escape.
  const serveUpload = (folder: string) => async (c: Context) => {
    const name = c.req.param('file') ?? '';
    const missing = () => new AppError('NOT_FOUND', `There is no uploaded picture named "${name.slice(0, 60)}".`);
    if (!UPLOAD_NAME.test(name)) throw missing();
    const bytes = await readFile(path.join(options.mediaDir, folder, 'uploads', name)).catch(() => null);
    if (!bytes) throw missing();
    return c.body(new Uint8Array(bytes), 200, PICTURE_HEADERS);
  };
  app.get('/media/uploads/:file', serveUpload(''));
  app.get('/media/thumbnails/uploads/:file', serveUpload('thumbnails'));
  app.get('/media/thumbnails/:file', serve('thumbnail'));
  app.get('/media/:file', serve('original'));
  app.use('/attachments', async (c, next) => {
    c.set('mediaDir', options.mediaDir);
    await next();
  });
}
