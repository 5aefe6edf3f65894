DROP INDEX "products_status_selling_price_idx";--> statement-breakpoint
DROP INDEX "products_status_id_idx";--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
CREATE INDEX "products_status_sale_price_idx" ON "products" USING btree ("status",(coalesce(case when "sale_price_cents" > 0 then "sale_price_cents" end, "min_price_cents")),"id");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Lists without counting the catalogue (services/product/product-list-page.ts, issue 23): the capped count of a
-- list and the products of one category or tag (looked up by id from the link's index) are read from this index
-- alone: status and id to find them, shop and type included to check the shop is active without reading the row.
-- It replaces products_status_id_idx (same leading columns: the back office's list uses it the same way).
CREATE INDEX "products_status_id_cover_idx" ON "products" ("status", "id") INCLUDE ("shop_id", "type_id");--> statement-breakpoint
-- The default order (newest first) walks this one: a category's or tag's first page checks each product's shop
-- and type and its link row from index entries only (it replaces products_status_created_idx).
CREATE INDEX "products_status_created_cover_idx" ON "products" ("status", "created_at", "id") INCLUDE ("shop_id", "type_id");
