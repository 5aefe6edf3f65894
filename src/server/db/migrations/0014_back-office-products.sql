CREATE INDEX "products_shop_id_idx" ON "products" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "products_shop_quantity_idx" ON "products" USING btree ("shop_id","quantity","id");--> statement-breakpoint
CREATE INDEX "products_quantity_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_status_id_idx" ON "products" USING btree ("status","id");