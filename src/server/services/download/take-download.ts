import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { ObjectStore } from '../../storage';
import { DOWNLOAD_TOKEN, hashDownloadToken } from './download-token';

/** The provider's answer (`message: TOKEN_NOT_FOUND`), with the explanation for people under `errors.token`. */
const tokenNotFound = () =>
  new AppError('NOT_FOUND', 'TOKEN_NOT_FOUND', {
    errors: {
      token: ['This download link is unknown, used already or expired. Ask for a new one on your downloads page.'],
    },
  });

/** A file name safe in a header and on any disk: no path parts, quotes, control or separator characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"'`;:*?<>|]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || 'download';
}

/** Content-Disposition with an ASCII fallback and the exact name as RFC 5987 `filename*`. */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /download_url/token/{token}: uses the token up (deleted in the same statement that reads it, so two
 * requests can never both have it) and streams the file from the private store through this answer (never a
 * link to the store itself). Unknown, used or expired tokens answer 404 TOKEN_NOT_FOUND. The file's key comes
 * only from the database, never from the request, and must obey the storage key rule.
 *
 * A HEAD (`peek`: link previews, download managers checking the size) answers the same status and headers without
 * the body and leaves the token as it was: only a GET uses it up.
 */
export async function takeDownload(options: {
  database: Database;
  files: ObjectStore;
  token: string;
  peek?: boolean;
}): Promise<Response> {
  if (!DOWNLOAD_TOKEN.test(options.token)) throw tokenNotFound();
  const hash = hashDownloadToken(options.token);
  const [used] = await options.database.rows<{ digital_file_id: number; live: boolean }>(
    options.peek
      ? sql`select digital_file_id, expires_at > now() as live from download_tokens where token_hash = ${hash}`
      : sql`delete from download_tokens where token_hash = ${hash} returning digital_file_id, expires_at > now() as live`,
  );
  if (!used?.live) throw tokenNotFound();
  const [file] = await options.database.rows<{ file_name: string; storage_path: string; mime_type: string }>(
    sql`select file_name, storage_path, mime_type from digital_files where id = ${used.digital_file_id}`,
  );
  const stored = file ? await options.files.open(file.storage_path) : null;
  if (!file || !stored) {
    throw new AppError('NOT_FOUND', 'The file of this download is missing on the server. Please contact us.');
  }
  if (options.peek) await stored.body.cancel();
  return new Response(options.peek ? null : stored.body, {
    status: 200,
    headers: {
      'Content-Type': /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(file.mime_type)
        ? file.mime_type
        : 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': attachmentDisposition(file.file_name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
