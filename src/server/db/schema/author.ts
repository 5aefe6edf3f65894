import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import type { Social } from './user';

export const authors = pgTable(
  'authors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    bio: text('bio'),
    quote: text('quote'),
    born: text('born'),
    death: text('death'),
    languages: text('languages'),
    socials: jsonb('socials').$type<Social[]>().notNull().default([]),
    image: image(),
    coverImage: image('cover_image'),
    isApproved: boolean('is_approved').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('authors_name_idx').on(t.name),
    index('authors_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('authors_approved_idx').on(t.isApproved, t.createdAt),
  ],
);
