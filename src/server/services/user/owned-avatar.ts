import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Attachment, attachments } from '../../db/schema';
import { AppError } from '../../errors';
import { mediaUrl } from '../../media/urls';

/**
 * The avatar as stored: a picture this user uploaded (attachments.owner_id), described from the database row.
 * URLs sent by the client are never stored, so a profile cannot point at someone else's file or any other site.
 */
export async function ownedAvatar(db: Db, userId: number, attachmentId: number): Promise<Attachment> {
  const [row] = await db
    .select({ id: attachments.id, fileName: attachments.fileName })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.ownerId, userId)))
    .limit(1);
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'Upload the picture again, then save the profile.', {
      errors: { 'profile.avatar': ['error-avatar-not-found'] },
    });
  }
  return {
    id: row.id,
    original: mediaUrl(row.fileName),
    thumbnail: mediaUrl(row.fileName, 'thumbnail'),
    file_name: row.fileName,
  };
}
