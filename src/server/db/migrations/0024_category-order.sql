ALTER TABLE "product_categories" ADD COLUMN "product_created_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (keep on regeneration; the index below is drizzle's, built after the copy for speed)
-- A category's newest products (services/product/product-list-page.ts): each link carries its product's created_at,
-- copied when the link is written and when the product's created_at changes.
CREATE FUNCTION "product_categories_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.product_created_at := (SELECT p.created_at FROM products p WHERE p.id = NEW.product_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_categories_created_at" BEFORE INSERT OR UPDATE OF "product_id" ON "product_categories"
  FOR EACH ROW EXECUTE FUNCTION product_categories_created_at();--> statement-breakpoint
CREATE FUNCTION "products_created_at_to_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories SET product_created_at = NEW.created_at WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_created_at_to_categories" AFTER UPDATE OF "created_at" ON "products" FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION products_created_at_to_categories();--> statement-breakpoint
-- The links already there (their facet counts do not move: the copy changes no counted column).
ALTER TABLE "product_categories" DISABLE TRIGGER "product_categories_facets_update";--> statement-breakpoint
UPDATE product_categories pc SET product_created_at = p.created_at FROM products p WHERE p.id = pc.product_id;--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE TRIGGER "product_categories_facets_update";--> statement-breakpoint
CREATE INDEX "product_categories_category_created_idx" ON "product_categories" USING btree ("category_id","product_created_at","product_id");
