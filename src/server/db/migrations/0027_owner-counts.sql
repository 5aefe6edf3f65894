-- hand-written (keep on regeneration)
-- Products per shop and per author kept like the facet counts (issue 23): the shops' and authors' lists showed each
-- row's products_count by counting its products, so /authors at a million products took 1.3-2.2 s and /shops
-- 0.3-0.4 s. These rows of product_facet_counts (facet 'shop' or 'author', per product type) count published
-- products of active shops, in the writing transaction; keptProductCount reads them (services/shared/relations.ts).
-- They are not crossed with categories (product_category_facet_counts): no category page filters by them.
CREATE FUNCTION "product_owner_values"(p_shop integer, p_author integer)
RETURNS TABLE (facet text, value_id integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'shop', p_shop
  UNION ALL SELECT 'author', p_author WHERE p_author IS NOT NULL
$$;--> statement-breakpoint
-- Inserted (new_rows) or deleted (old_rows) products of a statement, summed per type and value.
CREATE FUNCTION "product_owner_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT r.type_id, v.facet, v.value_id, count(*)::integer
    FROM new_rows r CROSS JOIN LATERAL product_owner_values(r.shop_id, r.author_id) v
    WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  ELSE
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT r.type_id, v.facet, v.value_id, -count(*)::integer
    FROM old_rows r CROSS JOIN LATERAL product_owner_values(r.shop_id, r.author_id) v
    WHERE r.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = r.shop_id AND s.is_active)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_owner_rows();--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_owner_rows();--> statement-breakpoint
-- A product published or withdrawn, moved to another type or shop, or given another author (an author deleted sets
-- it null): out of its old counts, into its new ones.
CREATE FUNCTION "product_owner_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = OLD.shop_id AND s.is_active) THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT OLD.type_id, v.facet, v.value_id, -1 FROM product_owner_values(OLD.shop_id, OLD.author_id) v ORDER BY 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  IF NEW.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = NEW.shop_id AND s.is_active) THEN
    INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
    SELECT NEW.type_id, v.facet, v.value_id, 1 FROM product_owner_values(NEW.shop_id, NEW.author_id) v ORDER BY 2, 3
    ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_owner_counts_update" AFTER UPDATE OF "status", "type_id", "shop_id", "author_id"
  ON "products" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type_id IS DISTINCT FROM NEW.type_id
    OR OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION product_owner_product();--> statement-breakpoint
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
$$;--> statement-breakpoint
-- The products already there.
INSERT INTO product_facet_counts AS f (type_id, facet, value_id, products)
SELECT p.type_id, v.facet, v.value_id, count(*)::integer
FROM products p CROSS JOIN LATERAL product_owner_values(p.shop_id, p.author_id) v
WHERE p.status = 'publish' AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id AND s.is_active)
GROUP BY 1, 2, 3
ON CONFLICT (type_id, facet, value_id) DO UPDATE SET products = f.products + excluded.products;
