import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Database, Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { AppError } from '../../errors';
import { mediaUrl } from '../../media/urls';
import type { ObjectStore } from '../../storage';

export const UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** A small file can still decode to a huge bitmap (a "decompression bomb"); 40 megapixels is plenty. */
  maxPixels: 40_000_000,
  maxEdge: 1600,
  thumbnailEdge: 360,
};

/** What the picture really is (read from its bytes), never what the client says. */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface UploadedFile {
  /** The name the client gave; used only in messages. */
  name: string;
  bytes: Buffer;
}

export interface StoredAttachment {
  id: number;
  original: string;
  thumbnail: string;
  file_name: string;
}

const refuse = (key: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { attachment: [key] } });

const shown = (name: string) => `"${name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 60) || 'file'}"`;

async function checkPicture(file: UploadedFile): Promise<void> {
  if (file.bytes.length === 0) throw refuse('error-upload-not-image', `${shown(file.name)} is empty.`);
  if (file.bytes.length > UPLOAD_LIMITS.maxFileBytes) {
    throw refuse(
      'error-upload-too-big',
      `${shown(file.name)} is larger than ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB.`,
    );
  }
  const meta = await sharp(file.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw refuse('error-upload-not-image', `${shown(file.name)} is not a JPEG, PNG, WebP or GIF picture.`);
  }
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) {
    throw refuse(
      'error-upload-dimensions',
      `${shown(file.name)} has too many pixels (${meta.width} × ${meta.height}).`,
    );
  }
}

/** Re-encoded as WebP: the picture's own metadata (location, camera) is dropped; orientation is applied first. */
async function encode(file: UploadedFile): Promise<{ original: Buffer; thumbnail: Buffer }> {
  try {
    const fit = (edge: number) => ({ width: edge, height: edge, fit: 'inside' as const, withoutEnlargement: true });
    const original = await sharp(file.bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels })
      .rotate()
      .resize(fit(UPLOAD_LIMITS.maxEdge))
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(original).resize(fit(UPLOAD_LIMITS.thumbnailEdge)).webp({ quality: 78 }).toBuffer();
    return { original, thumbnail };
  } catch {
    throw refuse('error-upload-not-image', `${shown(file.name)} could not be read as a picture.`);
  }
}

/**
 * Stores pictures a signed-in user uploads (CONTRACT §1 Attachment, POST /attachments): all are checked before
 * any is kept, so one bad file stores nothing. Pictures are kept in the media store as uploads/<random>.webp and
 * thumbnails/uploads/<random>.webp, served by the media route.
 */
export async function createAttachments(options: {
  database: Database;
  media: ObjectStore;
  ownerId: number;
  files: UploadedFile[];
}): Promise<StoredAttachment[]> {
  const { files, media } = options;
  if (files.length === 0)
    throw refuse('error-upload-empty', 'Choose at least one picture to upload (field attachment[]).');
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw refuse('error-upload-too-many', `Upload at most ${UPLOAD_LIMITS.maxFiles} pictures at once.`);
  }
  for (const file of files) await checkPicture(file);

  const stored: { fileName: string; keys: string[] }[] = [];
  try {
    for (const file of files) {
      const { original, thumbnail } = await encode(file);
      const fileName = `uploads/${randomBytes(16).toString('hex')}.webp`;
      const keys = [fileName, `thumbnails/${fileName}`];
      stored.push({ fileName, keys });
      await media.put(keys[0]!, original, { contentType: 'image/webp' });
      await media.put(keys[1]!, thumbnail, { contentType: 'image/webp' });
    }
    const rows = await options.database.db.transaction(async (transaction) =>
      (transaction as unknown as Db)
        .insert(attachments)
        .values(
          stored.map((s) => ({ fileName: s.fileName, mimeType: 'image/webp', art: null, ownerId: options.ownerId })),
        )
        .returning({ id: attachments.id, fileName: attachments.fileName }),
    );
    return rows.map((row) => ({
      id: row.id,
      original: mediaUrl(row.fileName),
      thumbnail: mediaUrl(row.fileName, 'thumbnail'),
      file_name: row.fileName,
    }));
  } catch (err) {
    // Nothing half-stored stays behind; a failing clean-up must not hide the error that caused it.
    await Promise.all(stored.flatMap((s) => s.keys.map((key) => media.delete(key).catch(() => {}))));
    throw err;
  }
}
