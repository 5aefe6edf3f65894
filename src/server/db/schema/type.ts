import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Attachment, createdAt, image, translations, updatedAt } from './common';

export type LayoutType = 'classic' | 'modern' | 'standard' | 'minimal' | 'compact' | 'default';
export type ProductCard = 'helium' | 'neon' | 'argon' | 'krypton' | 'xenon' | 'radon';

export interface TypeSettings {
  isHome: boolean;
  layoutType: LayoutType;
  productCard: ProductCard;
}

/** A product type: the top-level group (grocery, bakery, books …) that drives a storefront home page. */
export const types = pgTable(
  'types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    settings: jsonb('settings').$type<TypeSettings>().notNull(),
    promotionalSliders: jsonb('promotional_sliders').$type<Attachment[]>().notNull().default([]),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('types_position_idx').on(t.position), index('types_name_idx').on(t.name)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => types.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description'),
    image: image(),
    translations: translations(),
  },
  (t) => [index('banners_type_idx').on(t.typeId, t.position)],
);
