ALTER TABLE "shopper_sessions" ADD COLUMN "access_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions started before refresh tokens keep their token as an access token until the session ends.
UPDATE "shopper_sessions" SET "access_expires_at" = "expires_at";--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD COLUMN "refresh_token_hash" text;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD COLUMN "previous_refresh_hash" text;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD COLUMN "persistent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "shopper_sessions_previous_refresh_idx" ON "shopper_sessions" USING btree ("previous_refresh_hash");--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_refresh_token_hash_unique" UNIQUE("refresh_token_hash");