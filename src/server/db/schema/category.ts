import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import { types } from './type';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon'),
    details: text('details'),
    image: image(),
    typeId: integer('type_id').references(() => types.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_type_idx').on(t.typeId, t.parentId),
    index('categories_parent_idx').on(t.parentId),
    index('categories_created_idx').on(t.createdAt),
    index('categories_name_idx').on(t.name),
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('categories_position_idx').on(t.typeId, t.position),
    index('categories_updated_idx').on(t.updatedAt),
  ],
);
