CREATE TABLE "product_category_facet_counts" (
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value_id" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_facet_counts_category_id_type_id_facet_value_id_pk" PRIMARY KEY("category_id","type_id","facet","value_id")
);
--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Facet counts within a category (issue 23; schema/facets.ts productCategoryFacetCounts): a published product of
-- an active shop counts once for each of its categories crossed with each of its other values (manufacturer,
-- price band, tags, attribute values). Each trigger adds what its statement changed crossed with the product's
-- other side as it stands: categories with the product's values, values with its categories, the product's own
-- columns with its categories. A statement that adds a product's categories and its values at once would count
-- that cross twice: the catalogue generator adds categories in a statement of their own.
--
-- p_delta times the pairs of one product: its categories crossed with every other value it has.
CREATE FUNCTION "product_category_facet_add"(p_type integer, p_id integer, p_manufacturer integer, p_price integer,
  p_delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
  SELECT pc.category_id, p_type, v.facet, v.value_id, p_delta
  FROM product_categories pc CROSS JOIN LATERAL product_facet_values(p_id, p_manufacturer, p_price, true) v
  WHERE pc.product_id = p_id AND v.facet <> 'category'
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products
$$;--> statement-breakpoint
-- A product's update (status, type, shop, manufacturer, price band) or delete, one row at a time (0020).
CREATE OR REPLACE FUNCTION "product_facet_product"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'publish'
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = OLD.shop_id AND s.is_active) THEN
    FOR v IN SELECT * FROM product_facet_values(OLD.id, OLD.manufacturer_id, OLD.min_price_cents, true) ORDER BY 1, 2 LOOP
      PERFORM product_facet_add(OLD.type_id, v.facet, v.value_id, -1);
    END LOOP;
    PERFORM product_category_facet_add(OLD.type_id, OLD.id, OLD.manufacturer_id, OLD.min_price_cents, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'publish'
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = NEW.shop_id AND s.is_active) THEN
    FOR v IN SELECT * FROM product_facet_values(NEW.id, NEW.manufacturer_id, NEW.min_price_cents, TG_OP = 'UPDATE')
      ORDER BY 1, 2 LOOP
      PERFORM product_facet_add(NEW.type_id, v.facet, v.value_id, 1);
    END LOOP;
    IF TG_OP = 'UPDATE' THEN
      PERFORM product_category_facet_add(NEW.type_id, NEW.id, NEW.manufacturer_id, NEW.min_price_cents, 1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- New products (0021's statement trigger): their own columns, and within the categories they already have.
CREATE OR REPLACE FUNCTION "product_facets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT r.type_id, v.facet, v.value_id, count(*)::integer
  FROM new_rows r CROSS JOIN LATERAL product_facet_values(r.id, r.manufacturer_id, r.min_price_cents, false) v
  WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
  SELECT pc.category_id, r.type_id, v.facet, v.value_id, count(*)::integer
  FROM new_rows r JOIN product_categories pc ON pc.product_id = r.id
  CROSS JOIN LATERAL product_facet_values(r.id, r.manufacturer_id, r.min_price_cents, false) v
  WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Link statements (0021): per type as before, and within categories: removed or added categories crossed with
-- the product's values, removed or added values crossed with the product's categories.
CREATE OR REPLACE FUNCTION "product_facet_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT pr.type_id, TG_ARGV[0], (to_jsonb(o) ->> TG_ARGV[1])::integer, -count(*)::integer
    FROM old_rows o JOIN products pr ON pr.id = o.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    IF TG_ARGV[0] = 'category' THEN
      INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
      SELECT o.category_id, pr.type_id, v.facet, v.value_id, -count(*)::integer
      FROM old_rows o JOIN products pr ON pr.id = o.product_id AND pr.status = 'publish'
      JOIN shops s ON s.id = pr.shop_id AND s.is_active
      CROSS JOIN LATERAL product_facet_values(pr.id, pr.manufacturer_id, pr.min_price_cents, true) v
      WHERE v.facet <> 'category'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    ELSE
      INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
      SELECT pc.category_id, pr.type_id, TG_ARGV[0], (to_jsonb(o) ->> TG_ARGV[1])::integer, -count(*)::integer
      FROM old_rows o JOIN products pr ON pr.id = o.product_id AND pr.status = 'publish'
      JOIN shops s ON s.id = pr.shop_id AND s.is_active
      JOIN product_categories pc ON pc.product_id = pr.id
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT pr.type_id, TG_ARGV[0], (to_jsonb(n) ->> TG_ARGV[1])::integer, count(*)::integer
    FROM new_rows n JOIN products pr ON pr.id = n.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    IF TG_ARGV[0] = 'category' THEN
      INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
      SELECT n.category_id, pr.type_id, v.facet, v.value_id, count(*)::integer
      FROM new_rows n JOIN products pr ON pr.id = n.product_id AND pr.status = 'publish'
      JOIN shops s ON s.id = pr.shop_id AND s.is_active
      CROSS JOIN LATERAL product_facet_values(pr.id, pr.manufacturer_id, pr.min_price_cents, true) v
      WHERE v.facet <> 'category'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    ELSE
      INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
      SELECT pc.category_id, pr.type_id, TG_ARGV[0], (to_jsonb(n) ->> TG_ARGV[1])::integer, count(*)::integer
      FROM new_rows n JOIN products pr ON pr.id = n.product_id AND pr.status = 'publish'
      JOIN shops s ON s.id = pr.shop_id AND s.is_active
      JOIN product_categories pc ON pc.product_id = pr.id
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every published product of the given shops (all active shops when null), counted with p_delta (0020).
CREATE OR REPLACE FUNCTION "product_facet_add_shops"(p_shops integer[], p_delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT p.type_id, v.facet, v.value_id, (count(*) * p_delta)::integer
  FROM products p CROSS JOIN LATERAL product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true) v
  WHERE p.status = 'publish' AND (p_shops IS NULL OR p.shop_id = ANY (p_shops))
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND (p_shops IS NOT NULL OR s.is_active))
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
  SELECT pc.category_id, p.type_id, v.facet, v.value_id, (count(*) * p_delta)::integer
  FROM products p JOIN product_categories pc ON pc.product_id = p.id
  CROSS JOIN LATERAL product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true) v
  WHERE v.facet <> 'category' AND p.status = 'publish' AND (p_shops IS NULL OR p.shop_id = ANY (p_shops))
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND (p_shops IS NOT NULL OR s.is_active))
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_facet_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facet_counts;
  DELETE FROM product_category_facet_counts;
  PERFORM product_facet_add_shops(NULL, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The products already there.
INSERT INTO product_category_facet_counts (category_id, type_id, facet, value_id, products)
SELECT pc.category_id, p.type_id, v.facet, v.value_id, count(*)::integer
FROM products p JOIN product_categories pc ON pc.product_id = p.id
CROSS JOIN LATERAL product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true) v
WHERE v.facet <> 'category' AND p.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND s.is_active)
GROUP BY 1, 2, 3, 4;
