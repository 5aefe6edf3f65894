ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_cents" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "wallet_points_credited" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_queue_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","created_at");