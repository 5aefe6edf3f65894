import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';

/** A company group that owns manufacturers (brands). Ours, not the provider's: CONTRACT §11. */
export const concerns = pgTable(
  'concerns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    image: image(),
    coverImage: image('cover_image'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('concerns_name_idx').on(t.name),
    index('concerns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('concerns_created_idx').on(t.createdAt),
  ],
);
