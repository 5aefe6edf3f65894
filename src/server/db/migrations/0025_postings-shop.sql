-- hand-written (keep on regeneration)
-- The postings are rebuilt with the product's shop: a table of millions of rows takes a new column faster by
-- being loaded again than by updating every row, and the generated ADD COLUMN ... NOT NULL needs it empty.
TRUNCATE "product_search_postings";
--> statement-breakpoint
ALTER TABLE "product_search_postings" ADD COLUMN "shop_id" integer NOT NULL;
--> statement-breakpoint
-- The primary key's index carries the shop, so a word's best sellers of active shops are an index-only range.
ALTER TABLE "product_search_postings" DROP CONSTRAINT "product_search_postings_word_sold_quantity_product_id_pk";
--> statement-breakpoint
ALTER TABLE "product_search_postings" ADD CONSTRAINT "product_search_postings_word_sold_quantity_product_id_pk"
  PRIMARY KEY ("word", "sold_quantity", "product_id") INCLUDE ("shop_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_postings_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_postings (word, sold_quantity, product_id, shop_id)
  SELECT w.word, r.sold_quantity, r.id, r.shop_id FROM new_rows r, unnest(tsvector_to_array(r.search_vector)) w(word)
  WHERE r.status = 'publish';
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product moved to another shop is replaced as well.
CREATE OR REPLACE FUNCTION "product_search_postings_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_postings x
  USING old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(o.search_vector)) w(word)
  WHERE o.status = 'publish'
    AND (n.status IS DISTINCT FROM o.status OR n.sold_quantity <> o.sold_quantity
      OR n.search_vector <> o.search_vector OR n.shop_id <> o.shop_id)
    AND x.word = w.word AND x.sold_quantity = o.sold_quantity AND x.product_id = o.id;
  INSERT INTO product_search_postings (word, sold_quantity, product_id, shop_id)
  SELECT w.word, n.sold_quantity, n.id, n.shop_id
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) w(word)
  WHERE n.status = 'publish'
    AND (n.status IS DISTINCT FROM o.status OR n.sold_quantity <> o.sold_quantity
      OR n.search_vector <> o.search_vector OR n.shop_id <> o.shop_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO product_search_postings (word, sold_quantity, product_id, shop_id)
SELECT w.word, p.sold_quantity, p.id, p.shop_id FROM products p, unnest(tsvector_to_array(p.search_vector)) w(word)
WHERE p.status = 'publish';
