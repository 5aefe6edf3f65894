import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/** The shop-wide options object (CONTRACT §4 Settings), one row per language; `en` is the fallback. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  language: text('language').notNull().unique(),
  options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which version of the demo data has been applied, so seeding on start is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  version: text('version').primaryKey(),
  appliedAt: createdAt(),
});
