CREATE TABLE "product_search_postings" (
	"word" text NOT NULL,
	"sold_quantity" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_search_postings_word_sold_quantity_product_id_pk" PRIMARY KEY("word","sold_quantity","product_id")
);
--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Search postings (services/product/search): one row per word of a published product's search_vector, with the
-- product's sold quantity, so a word's best sellers are a LIMITed backward range of the primary key.
-- Products a statement added: their words, when published.
CREATE FUNCTION "product_search_postings_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_postings (word, sold_quantity, product_id)
  SELECT w.word, r.sold_quantity, r.id FROM new_rows r, unnest(tsvector_to_array(r.search_vector)) w(word)
  WHERE r.status = 'publish';
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Products a statement changed: the rows of those whose status, words or sold quantity moved are replaced.
CREATE FUNCTION "product_search_postings_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_postings x
  USING old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(o.search_vector)) w(word)
  WHERE o.status = 'publish'
    AND (n.status IS DISTINCT FROM o.status OR n.sold_quantity <> o.sold_quantity
      OR n.search_vector <> o.search_vector)
    AND x.word = w.word AND x.sold_quantity = o.sold_quantity AND x.product_id = o.id;
  INSERT INTO product_search_postings (word, sold_quantity, product_id)
  SELECT w.word, n.sold_quantity, n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) w(word)
  WHERE n.status = 'publish'
    AND (n.status IS DISTINCT FROM o.status OR n.sold_quantity <> o.sold_quantity
      OR n.search_vector <> o.search_vector);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Products a statement deleted.
CREATE FUNCTION "product_search_postings_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_postings x
  USING old_rows o, unnest(tsvector_to_array(o.search_vector)) w(word)
  WHERE o.status = 'publish' AND x.word = w.word AND x.sold_quantity = o.sold_quantity AND x.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A truncated products table (tests, resets) takes its postings with it.
CREATE FUNCTION "product_search_postings_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search_postings;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_postings_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_postings_inserted();--> statement-breakpoint
CREATE TRIGGER "products_search_postings_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_postings_updated();--> statement-breakpoint
CREATE TRIGGER "products_search_postings_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_postings_deleted();--> statement-breakpoint
CREATE TRIGGER "products_search_postings_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_postings_truncated();--> statement-breakpoint
-- The products already there.
INSERT INTO product_search_postings (word, sold_quantity, product_id)
SELECT w.word, p.sold_quantity, p.id FROM products p, unnest(tsvector_to_array(p.search_vector)) w(word)
WHERE p.status = 'publish';
--> statement-breakpoint
-- The postings answer every read by words; the GIN index on search_vector only cost its upkeep on every write.
DROP INDEX IF EXISTS "products_search_vector_idx";
