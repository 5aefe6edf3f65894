ALTER TABLE "questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abusive_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "abusive_reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "abusive_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abusive_reports" ADD CONSTRAINT "abusive_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_shop_inbox_idx" ON "questions" USING btree ("shop_id",("answer" is null),"created_at");--> statement-breakpoint
CREATE INDEX "abusive_reports_queue_idx" ON "abusive_reports" USING btree (("outcome" is not null),"created_at");--> statement-breakpoint
ALTER TABLE "abusive_reports" ADD CONSTRAINT "abusive_reports_outcome_ck" CHECK ("abusive_reports"."outcome" is null or "abusive_reports"."outcome" in ('dismissed', 'hidden'));