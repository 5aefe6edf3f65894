-- hand-written (keep on regeneration)
-- Facet counts kept per statement instead of per row (issue 23). 0020's row triggers added 1 to a counter for every
-- new product and link: a bulk import writes the same few hundred counters tens of thousands of times in one
-- transaction, and every update of a row already updated in that transaction walks the row's chain of versions, so
-- a batch cost grew with its square (the generator's 20,000-product statement: 94 s for 9,710 products). These
-- statement triggers read the rows the statement wrote (transition tables) and add each counter's total once.
-- Updates of products and deletes of products stay row triggers (the back office writes one row at a time).
-- What is counted is unchanged: a product's own columns by the products trigger on insert, its links by the link
-- tables' triggers, so a statement that writes both (the generator's) counts each once.
DROP TRIGGER "product_facets_insert" ON "products";--> statement-breakpoint
DROP TRIGGER "product_categories_facets" ON "product_categories";--> statement-breakpoint
DROP TRIGGER "product_tags_facets" ON "product_tags";--> statement-breakpoint
DROP TRIGGER "product_attribute_values_facets" ON "product_attribute_values";--> statement-breakpoint
DROP FUNCTION "product_facet_link"();--> statement-breakpoint
CREATE FUNCTION "product_facets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT r.type_id, v.facet, v.value_id, count(*)::integer
  FROM new_rows r CROSS JOIN LATERAL product_facet_values(r.id, r.manufacturer_id, r.min_price_cents, false) v
  WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_facets_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_inserted();--> statement-breakpoint
-- The link rows a statement removed (old_rows) and added (new_rows) of published products of active shops, summed
-- per type and value. TG_ARGV: the facet and the link's value column. A link removed with its product (the delete's
-- cascade) finds no product: the products delete trigger subtracted it already.
CREATE FUNCTION "product_facet_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT pr.type_id, TG_ARGV[0], (to_jsonb(o) ->> TG_ARGV[1])::integer, -count(*)::integer
    FROM old_rows o JOIN products pr ON pr.id = o.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT pr.type_id, TG_ARGV[0], (to_jsonb(n) ->> TG_ARGV[1])::integer, count(*)::integer
    FROM new_rows n JOIN products pr ON pr.id = n.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_insert" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_update" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_delete" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_insert" AFTER INSERT ON "product_tags" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('tag', 'tag_id');--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_update" AFTER UPDATE ON "product_tags"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('tag', 'tag_id');--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_delete" AFTER DELETE ON "product_tags" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('tag', 'tag_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_facets_insert" AFTER INSERT ON "product_attribute_values"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('attribute_value', 'attribute_value_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_facets_update" AFTER UPDATE ON "product_attribute_values"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('attribute_value', 'attribute_value_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_facets_delete" AFTER DELETE ON "product_attribute_values"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_links('attribute_value', 'attribute_value_id');
