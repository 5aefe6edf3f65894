import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Attachment } from '../../db/schema';
import { AppError } from '../../errors';
import { mediaUrl } from '../../media/urls';

interface PhotoInput {
  id: number;
  original: string;
  thumbnail: string;
}

const refuse = () =>
  new AppError(
    'VALIDATION_FAILED',
    'photos must be pictures you uploaded with POST /attachments, as that endpoint answered them.',
    { errors: { photos: ['error-review-photo-invalid'] } },
  );

/**
 * The review's photos as stored: each must be an upload of the author (POST /attachments) and the addresses sent
 * must be the ones our media route serves for it. The stored copy is rebuilt from the attachment row, so nothing
 * the client made up (another host, a script URL) is ever kept.
 */
export async function checkReviewPhotos(db: Db, userId: number, photos: readonly PhotoInput[]): Promise<Attachment[]> {
  if (photos.length === 0) return [];
  const ids = [...new Set(photos.map((p) => p.id))];
  if (ids.length !== photos.length) throw refuse();
  const result = await db.execute(sql`
    select id, file_name from attachments
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and owner_id = ${userId} and file_name like 'uploads/%'`);
  const rows = new Map((result as unknown as { rows: { id: number; file_name: string }[] }).rows.map((r) => [r.id, r]));
  return photos.map((photo) => {
    const row = rows.get(photo.id);
    if (!row) throw refuse();
    const stored = {
      id: row.id,
      original: mediaUrl(row.file_name),
      thumbnail: mediaUrl(row.file_name, 'thumbnail'),
      file_name: row.file_name,
    };
    if (photo.original !== stored.original || photo.thumbnail !== stored.thumbnail) throw refuse();
    return stored;
  });
}
