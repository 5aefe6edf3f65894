import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Attachment/image object as it travels on the wire (CONTRACT §1). */
export interface Attachment {
  id: number;
  original: string;
  thumbnail: string;
  file_name?: string;
}

/**
 * Translations of an entity's text fields, keyed by language code, e.g.
 * `{ ar: { name: 'تفاح', description: '…' } }`. The base columns hold English (the default language);
 * a missing language or field falls back to them.
 */
export type Translations = Record<string, Record<string, string>>;

export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
export const image = (name = 'image') => jsonb(name).$type<Attachment | null>();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
