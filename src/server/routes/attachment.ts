import type { Context } from 'hono';
import { AppError } from '../errors';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { createAttachments, UPLOAD_LIMITS, type UploadedFile } from '../services/attachment/create-attachments';

/** Every allowed file at its largest, plus room for the multipart framing. */
const MAX_REQUEST_BYTES = UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes + 64 * 1024;

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The upload is larger than ${Math.round(MAX_REQUEST_BYTES / 1024 / 1024)} MB: send at most ${UPLOAD_LIMITS.maxFiles} pictures of ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB each.`,
  );

/**
 * A body sent without Content-Length (chunked) is read up to the limit and no further, so an endless upload
 * cannot fill the memory; with Content-Length, the length is checked before anything is read.
 */
async function limitBody(c: Context): Promise<void> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding')) {
    if (!/^\d+$/.test(declared) || Number(declared) > MAX_REQUEST_BYTES) throw tooLarge();
    return;
  }
  const stream = c.req.raw.body;
  if (!stream) return;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_REQUEST_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
}

/** The files of the multipart field `attachment[]` (or `attachment`), as sent. */
async function readUploads(c: Context): Promise<UploadedFile[]> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the pictures as multipart/form-data in the field attachment[].');
  }
  await limitBody(c);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read.');
  }
  const field = form['attachment[]'] ?? form.attachment ?? [];
  const values = Array.isArray(field) ? field : [field];
  if (values.some((value) => typeof value === 'string')) {
    throw new AppError('VALIDATION_FAILED', 'The field attachment[] must hold files, not text.', {
      errors: { attachment: ['error-upload-not-image'] },
    });
  }
  const files = values as File[];
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw new AppError('VALIDATION_FAILED', `Upload at most ${UPLOAD_LIMITS.maxFiles} pictures at once.`, {
      errors: { attachment: ['error-upload-too-many'] },
    });
  }
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })));
}

export const attachmentRoutes = [
  defineRoute({
    method: 'post',
    path: '/attachments',
    tag: 'Uploads',
    summary: 'Upload pictures (multipart/form-data, field attachment[])',
    description:
      `Signed-in users only. Up to ${UPLOAD_LIMITS.maxFiles} files of at most ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB ` +
      'each, in the multipart field attachment[]. Only JPEG, PNG, WebP and GIF pictures, recognised by their ' +
      'content (the file name and type the client sends do not count). Each is re-encoded as WebP (metadata ' +
      `dropped) at most ${UPLOAD_LIMITS.maxEdge} px, with a ${UPLOAD_LIMITS.thumbnailEdge} px thumbnail. One bad file ` +
      'stores nothing: 422 with errors.attachment. Not multipart: 415. Larger than all files together may be: 413.',
    auth: 'required',
    files: 'attachment[]',
    rateLimit: { bucket: 'upload' },
    errors: [401, 413, 415, 422],
    response: { description: 'The stored pictures, in the order sent', schema: ref('UploadedAttachments') },
    handler: async ({ c, deps, user }) =>
      createAttachments({
        database: deps.database,
        media: deps.storage.media,
        ownerId: user!.id,
        files: await readUploads(c),
      }),
  }),
];
