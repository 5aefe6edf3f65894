CREATE TABLE "used_firebase_tokens" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_firebase_tokens_expires_idx" ON "used_firebase_tokens" USING btree ("expires_at");