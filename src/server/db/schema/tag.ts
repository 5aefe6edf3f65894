import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import { types } from './type';

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon'),
    details: text('details'),
    image: image(),
    typeId: integer('type_id').references(() => types.id, { onDelete: 'set null' }),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tags_type_idx').on(t.typeId),
    index('tags_name_idx').on(t.name),
    index('tags_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('tags_created_idx').on(t.createdAt),
    index('tags_updated_idx').on(t.updatedAt),
  ],
);
