CREATE INDEX "questions_unanswered_idx" ON "questions" USING btree ("shop_id") WHERE coalesce(btrim("questions"."answer"), '') = '';--> statement-breakpoint
CREATE INDEX "refunds_open_shop_idx" ON "refunds" USING btree ("shop_id") WHERE "refunds"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "refunds_open_checkout_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."parent_id" is null and "refunds"."status" in ('pending', 'processing');--> statement-breakpoint
-- hand-written (keep on regeneration)
-- The back office's dashboard (services/back-office/dashboard.ts) sums the shops' orders of this month: these
-- covering indexes answer it from the index alone (created_at range; amount and status included), for the
-- operator (every shop) and for a shop's people (by shop). Shop orders are the ones with a parent.
CREATE INDEX "orders_dashboard_idx" ON "orders" ("created_at") INCLUDE ("amount_cents", "order_status")
  WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_dashboard_shop_idx" ON "orders" ("shop_id", "created_at") INCLUDE ("amount_cents", "order_status")
  WHERE "parent_id" IS NOT NULL;
