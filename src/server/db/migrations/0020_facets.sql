CREATE TABLE "product_facet_counts" (
	"type_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value_id" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_facet_counts_type_id_facet_value_id_pk" PRIMARY KEY("type_id","facet","value_id")
);
--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("attribute_value_id","product_id");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Facet counts (issue 23, services/product/product-facets.ts): published products of active shops per product
-- type and filter value, kept in step by the triggers below in the writing transaction. A product's own columns
-- (manufacturer, price band) are counted by the products triggers, its links (categories, tags, attribute values)
-- by the link tables' triggers, so a statement that writes both (the catalogue generator) counts each once.
-- The price bands equal PRICE_BANDS in product-facets.ts (a test checks it), on the stored min_price_cents.
CREATE FUNCTION "product_price_band"(cents integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cents < 1000 THEN 0 WHEN cents < 2500 THEN 1 WHEN cents < 5000 THEN 2 WHEN cents < 10000 THEN 3
    WHEN cents < 25000 THEN 4 WHEN cents < 50000 THEN 5 ELSE 6 END
$$;--> statement-breakpoint
CREATE FUNCTION "product_facet_values"(p_id integer, p_manufacturer integer, p_price integer, p_links boolean)
RETURNS TABLE (facet text, value_id integer) LANGUAGE sql STABLE AS $$
  SELECT 'manufacturer', p_manufacturer WHERE p_manufacturer IS NOT NULL
  UNION ALL SELECT 'price_band', product_price_band(p_price)
  UNION ALL SELECT 'category', pc.category_id FROM product_categories pc WHERE p_links AND pc.product_id = p_id
  UNION ALL SELECT 'tag', pt.tag_id FROM product_tags pt WHERE p_links AND pt.product_id = p_id
  UNION ALL SELECT 'attribute_value', pav.attribute_value_id FROM product_attribute_values pav
    WHERE p_links AND pav.product_id = p_id
$$;--> statement-breakpoint
CREATE FUNCTION "product_facet_add"(p_type integer, p_facet text, p_value integer, p_delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products) VALUES (p_type, p_facet, p_value, p_delta)
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products
$$;--> statement-breakpoint
CREATE FUNCTION "product_facet_product"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publish'
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = OLD.shop_id AND s.is_active) THEN
    FOR v IN SELECT * FROM product_facet_values(OLD.id, OLD.manufacturer_id, OLD.min_price_cents, true) ORDER BY 1, 2 LOOP
      PERFORM product_facet_add(OLD.type_id, v.facet, v.value_id, -1);
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publish'
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = NEW.shop_id AND s.is_active) THEN
    FOR v IN SELECT * FROM product_facet_values(NEW.id, NEW.manufacturer_id, NEW.min_price_cents, TG_OP = 'UPDATE')
      ORDER BY 1, 2 LOOP
      PERFORM product_facet_add(NEW.type_id, v.facet, v.value_id, 1);
    END LOOP;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_facets_insert" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION product_facet_product();--> statement-breakpoint
CREATE TRIGGER "product_facets_update" AFTER UPDATE OF "status", "type_id", "shop_id", "manufacturer_id", "min_price_cents"
  ON "products" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type_id IS DISTINCT FROM NEW.type_id
    OR OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.manufacturer_id IS DISTINCT FROM NEW.manufacturer_id
    OR product_price_band(OLD.min_price_cents) IS DISTINCT FROM product_price_band(NEW.min_price_cents))
  EXECUTE FUNCTION product_facet_product();--> statement-breakpoint
-- Before the delete: its links (removed by the cascade afterwards) are still there to be subtracted.
CREATE TRIGGER "product_facets_delete" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION product_facet_product();--> statement-breakpoint
-- A link row of a published product of an active shop; TG_ARGV: the facet and the link's value column.
CREATE FUNCTION "product_facet_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT pr.type_id INTO p FROM products pr JOIN shops s ON s.id = pr.shop_id AND s.is_active
      WHERE pr.id = OLD.product_id AND pr.status = 'publish';
    IF FOUND THEN
      PERFORM product_facet_add(p.type_id, TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::integer, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT pr.type_id INTO p FROM products pr JOIN shops s ON s.id = pr.shop_id AND s.is_active
      WHERE pr.id = NEW.product_id AND pr.status = 'publish';
    IF FOUND THEN
      PERFORM product_facet_add(p.type_id, TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::integer, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_facets" AFTER INSERT OR UPDATE OR DELETE ON "product_categories"
  FOR EACH ROW EXECUTE FUNCTION product_facet_link('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER "product_tags_facets" AFTER INSERT OR UPDATE OR DELETE ON "product_tags"
  FOR EACH ROW EXECUTE FUNCTION product_facet_link('tag', 'tag_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_facets" AFTER INSERT OR UPDATE OR DELETE ON "product_attribute_values"
  FOR EACH ROW EXECUTE FUNCTION product_facet_link('attribute_value', 'attribute_value_id');--> statement-breakpoint
-- Every published product of the given shops (all shops when null), counted with p_delta.
CREATE FUNCTION "product_facet_add_shops"(p_shops integer[], p_delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT p.type_id, v.facet, v.value_id, (count(*) * p_delta)::integer
  FROM products p CROSS JOIN LATERAL product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true) v
  WHERE p.status = 'publish' AND (p_shops IS NULL OR p.shop_id = ANY (p_shops))
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND (p_shops IS NOT NULL OR s.is_active))
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products
$$;--> statement-breakpoint
CREATE FUNCTION "product_facet_shop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_facet_add_shops(ARRAY[NEW.id], CASE WHEN NEW.is_active THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shops_facets" AFTER UPDATE OF "is_active" ON "shops" FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION product_facet_shop();--> statement-breakpoint
-- A truncated table (tests, resets): count everything again.
CREATE FUNCTION "product_facet_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facet_counts;
  PERFORM product_facet_add_shops(NULL, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_facets_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION product_facet_recount();--> statement-breakpoint
CREATE TRIGGER "product_categories_facets_truncate" AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION product_facet_recount();--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_truncate" AFTER TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION product_facet_recount();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_facets_truncate" AFTER TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION product_facet_recount();--> statement-breakpoint
CREATE TRIGGER "shops_facets_truncate" AFTER TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION product_facet_recount();--> statement-breakpoint
SELECT product_facet_add_shops(NULL, 1);
