DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_status_min_price_idx";--> statement-breakpoint
DROP INDEX "products_status_max_price_idx";--> statement-breakpoint
DROP INDEX "products_status_name_idx";--> statement-breakpoint
DROP INDEX "products_status_updated_idx";--> statement-breakpoint
DROP INDEX "products_status_ratings_idx";--> statement-breakpoint
DROP INDEX "products_status_reviews_idx";--> statement-breakpoint
DROP INDEX "products_status_quantity_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_shop_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_min_price_idx" ON "products" USING btree ("status","min_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_status_max_price_idx" ON "products" USING btree ("status","max_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_status_ratings_idx" ON "products" USING btree ("status","ratings","id");--> statement-breakpoint
CREATE INDEX "products_status_reviews_idx" ON "products" USING btree ("status","total_reviews","id");--> statement-breakpoint
CREATE INDEX "products_status_quantity_idx" ON "products" USING btree ("status","quantity","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("status","sold_quantity","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","created_at","id");