CREATE TABLE "shopper_contexts" (
	"usid" uuid NOT NULL,
	"site_id" text NOT NULL,
	"coupon_codes" text[] DEFAULT '{}' NOT NULL,
	"custom_qualifiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assignment_qualifiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_group_ids" text[] DEFAULT '{}' NOT NULL,
	"geo_location" jsonb,
	"client_ip" text,
	"source_code" text,
	"effective_date_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_contexts_usid_site_id_pk" PRIMARY KEY("usid","site_id")
);
--> statement-breakpoint
ALTER TABLE "shopper_contexts" ADD CONSTRAINT "shopper_contexts_usid_shopper_sessions_usid_fk" FOREIGN KEY ("usid") REFERENCES "public"."shopper_sessions"("usid") ON DELETE cascade ON UPDATE no action;