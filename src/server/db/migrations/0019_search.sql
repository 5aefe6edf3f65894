CREATE TABLE "search_words" (
	"word" text NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "search_words_word_language_pk" PRIMARY KEY("word","language")
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- hand-written (keep on regeneration)
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Search (services/product/search): every product name as a text-search vector, stemmed with its language's
-- dictionary where PostgreSQL has one (English in the name column; de, es, ar translations) plus every name as
-- plain words ('simple': exact words in any language, and Hebrew and Chinese, which have no stemmer).
CREATE FUNCTION product_search_vector(name text, translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('english'::regconfig, name)
    || to_tsvector('german'::regconfig, coalesce(translations -> 'de' ->> 'name', ''))
    || to_tsvector('spanish'::regconfig, coalesce(translations -> 'es' ->> 'name', ''))
    || to_tsvector('arabic'::regconfig, coalesce(translations -> 'ar' ->> 'name', ''))
    || to_tsvector('simple'::regconfig, concat_ws(' ', name, translations -> 'de' ->> 'name',
      translations -> 'es' ->> 'name', translations -> 'ar' ->> 'name', translations -> 'he' ->> 'name',
      translations -> 'zh' ->> 'name'));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (product_search_vector("name", "translations")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WHERE "status" = 'publish';--> statement-breakpoint
-- Exact and prefix matches on the (English) name read an index range.
CREATE INDEX "products_name_lower_idx" ON "products" (lower("name") text_pattern_ops) WHERE "status" = 'publish';--> statement-breakpoint
-- The words of published names (search_words): added by a statement trigger from the rows each INSERT or UPDATE
-- wrote, so the seed, the catalogue generator and the back office keep it without knowing about it. Words with
-- digits (SKU-like codes) are left out: they are not what a misspelling is corrected to.
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, language)
  SELECT DISTINCT w.lexeme, n.language
  FROM (
    SELECT 'en' AS language, r.name AS text FROM new_rows r WHERE r.status = 'publish'
    UNION ALL
    SELECT e.key, e.value ->> 'name' FROM new_rows r, jsonb_each(r.translations) e
    WHERE r.status = 'publish' AND jsonb_typeof(e.value) = 'object' AND e.value ? 'name'
  ) n, unnest(to_tsvector('simple'::regconfig, n.text)) w
  WHERE char_length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
-- The products already there (the trigger's query over the whole table).
INSERT INTO search_words (word, language)
SELECT DISTINCT w.lexeme, n.language
FROM (
  SELECT 'en' AS language, r.name AS text FROM products r WHERE r.status = 'publish'
  UNION ALL
  SELECT e.key, e.value ->> 'name' FROM products r, jsonb_each(r.translations) e
  WHERE r.status = 'publish' AND jsonb_typeof(e.value) = 'object' AND e.value ? 'name'
) n, unnest(to_tsvector('simple'::regconfig, n.text)) w
WHERE char_length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme !~ '[0-9]'
ON CONFLICT DO NOTHING;
