import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The distinct words of published product names, per language (`en` for the name column, the translation's key
 * otherwise). Small next to the catalogue, so a misspelt word is corrected against it (trigram nearest
 * neighbours) and search-as-you-type completes a prefix from it. A statement trigger on products adds the words
 * of every row written (migration 0019_search); words of deleted or renamed products stay, which only costs a suggestion
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

/**
 * The words of every published product's search vector, each with the product's sold quantity (issue 23 search):
 * a searched word's best sellers are a short backward range of the primary key (word, sold_quantity, product_id),
 * read with a LIMIT, where the GIN index on products.search_vector would first build a bitmap of every product
 * holding the word (its cost grows with the catalogue). Kept in step by statement triggers on products (migration
 * 0023_search-postings): a product's rows change when it is published or unpublished, renamed, sells or changes shop.
 */
export const productSearchPostings = pgTable(
  'product_search_postings',
  {
    word: text('word').notNull(),
    soldQuantity: integer('sold_quantity').notNull(),
    productId: integer('product_id').notNull(),
    /**
     * The product's shop (migration 0025_postings-shop): the primary key's index carries it (INCLUDE, hand-written
     * there), so a search with no other filter keeps the products of active shops without reading `products`.
     */
    shopId: integer('shop_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.soldQuantity, t.productId] })],
);
