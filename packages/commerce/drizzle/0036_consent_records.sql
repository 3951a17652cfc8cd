CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"session_usid" uuid,
	"customer_id" text,
	"analytics" boolean NOT NULL,
	"personalisation" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"source" text NOT NULL,
	"locale" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_visitor_idx" ON "consent_records" USING btree ("visitor_id","recorded_at");--> statement-breakpoint
CREATE INDEX "consent_records_customer_idx" ON "consent_records" USING btree ("customer_id");