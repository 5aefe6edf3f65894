import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The distinct words of published product names, per language (`en` for the name column, the translation's key
 * otherwise). Small next to the catalogue, so a misspelt word is corrected against it (trigram nearest
 * neighbours) and search-as-you-type completes a prefix from it. A statement trigger on products adds the words
 * of every row written (migration 0018); words of deleted or renamed products stay, which only costs a suggestion
 * that finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    language: text('language').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.language] }),
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);
