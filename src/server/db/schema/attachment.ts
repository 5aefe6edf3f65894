import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * Every stored picture or file. Catalogue pictures are generated from `art` (a drawing recipe) the first
 * time they are requested, so a fresh clone ships no binary images yet serves real pictures.
 */
export const attachments = pgTable('attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fileName: text('file_name').notNull().unique(),
  mimeType: text('mime_type').notNull().default('image/webp'),
  art: jsonb('art').$type<Record<string, unknown> | null>(),
  ownerId: integer('owner_id'),
  createdAt: createdAt(),
});
