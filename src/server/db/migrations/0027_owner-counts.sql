-- hand-written (keep on regeneration)
-- Products per shop and per author kept like the facet counts (issue 23): the shops' and authors' lists showed each
-- row's products_count by counting its products, so /authors at a million products took 1.3-2.2 s and /shops
-- 0.3-0.4 s. These rows of product_facet_counts (facet 'shop' or 'author', per product type) count published
-- products of active shops, in the writing transaction; keptProductCount reads them (services/shared/relations.ts).
-- Shops are also kept within categories (product_category_facet_counts, facet 'shop'): a shop's page lists the
-- categories it has products in, which was found by walking every category's links (4 s at a million).
CREATE FUNCTION "product_owner_values"(p_shop integer, p_author integer)
RETURNS TABLE (facet text, value_id integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'shop', p_shop
  UNION ALL SELECT 'author', p_author WHERE p_author IS NOT NULL
$$;--> statement-breakpoint
-- A statement's new products: theirs, and within the categories they already have (0022 does the same).
CREATE FUNCTION "product_owners_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT r.type_id, v.facet, v.value_id, count(*)::integer
  FROM new_rows r CROSS JOIN LATERAL product_owner_values(r.shop_id, r.author_id) v
  WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
  SELECT pc.category_id, r.type_id, 'shop', r.shop_id, count(*)::integer
  FROM new_rows r JOIN product_categories pc ON pc.product_id = r.id
  WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_owners_inserted();--> statement-breakpoint
-- One product published or withdrawn, moved to another type or shop, given another author (an author deleted sets
-- it null), or deleted (before the delete: its categories, removed by the cascade afterwards, are still there):
-- out of its old counts, into its new ones.
CREATE FUNCTION "product_owner_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = OLD.shop_id AND s.is_active) THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT OLD.type_id, v.facet, v.value_id, -1 FROM product_owner_values(OLD.shop_id, OLD.author_id) v ORDER BY 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
    SELECT pc.category_id, OLD.type_id, 'shop', OLD.shop_id, -1 FROM product_categories pc
    WHERE pc.product_id = OLD.id ORDER BY 1
    ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'publish'
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = NEW.shop_id AND s.is_active) THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT NEW.type_id, v.facet, v.value_id, 1 FROM product_owner_values(NEW.shop_id, NEW.author_id) v ORDER BY 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
    INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
    SELECT pc.category_id, NEW.type_id, 'shop', NEW.shop_id, 1 FROM product_categories pc
    WHERE pc.product_id = NEW.id ORDER BY 1
    ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_update" AFTER UPDATE OF "status", "type_id", "shop_id", "author_id"
  ON "products" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type_id IS DISTINCT FROM NEW.type_id
    OR OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION product_owner_product();--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_delete" BEFORE DELETE ON "products" FOR EACH ROW
  EXECUTE FUNCTION product_owner_product();--> statement-breakpoint
-- Category links a statement removed (old_rows) or added (new_rows): the product's shop within the category. A link
-- removed with its product (the delete's cascade) finds no product: the products delete trigger subtracted it.
CREATE FUNCTION "product_category_owner_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
    SELECT o.category_id, pr.type_id, 'shop', pr.shop_id, -count(*)::integer
    FROM old_rows o JOIN products pr ON pr.id = o.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
    SELECT n.category_id, pr.type_id, 'shop', pr.shop_id, count(*)::integer
    FROM new_rows n JOIN products pr ON pr.id = n.product_id AND pr.status = 'publish'
    JOIN shops s ON s.id = pr.shop_id AND s.is_active
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_owner_counts_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_category_owner_links();--> statement-breakpoint
CREATE TRIGGER "product_categories_owner_counts_update" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_owner_links();--> statement-breakpoint
CREATE TRIGGER "product_categories_owner_counts_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_category_owner_links();--> statement-breakpoint
-- A shop opened or closed (0020's shops_facets trigger) and a truncated table (product_facet_recount) count through
-- this function: it now counts the owners too.
CREATE OR REPLACE FUNCTION "product_facet_add_shops"(p_shops integer[], p_delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
  SELECT p.type_id, v.facet, v.value_id, (count(*) * p_delta)::integer
  FROM products p CROSS JOIN LATERAL (
    SELECT * FROM product_facet_values(p.id, p.manufacturer_id, p.min_price_cents, true)
    UNION ALL SELECT * FROM product_owner_values(p.shop_id, p.author_id)) v
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
  INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
  SELECT pc.category_id, p.type_id, 'shop', p.shop_id, (count(*) * p_delta)::integer
  FROM products p JOIN product_categories pc ON pc.product_id = p.id
  WHERE p.status = 'publish' AND (p_shops IS NULL OR p.shop_id = ANY (p_shops))
    AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND (p_shops IS NOT NULL OR s.is_active))
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
$$;--> statement-breakpoint
-- The products already there.
INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
SELECT p.type_id, v.facet, v.value_id, count(*)::integer
FROM products p CROSS JOIN LATERAL product_owner_values(p.shop_id, p.author_id) v
WHERE p.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND s.is_active)
GROUP BY 1, 2, 3
ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;--> statement-breakpoint
INSERT INTO product_category_facet_counts AS f (category_id, type_id, facet, value_id, products)
SELECT pc.category_id, p.type_id, 'shop', p.shop_id, count(*)::integer
FROM products p JOIN product_categories pc ON pc.product_id = p.id
WHERE p.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND s.is_active)
GROUP BY 1, 2, 3, 4
ON CONFLICT (category_id, type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
