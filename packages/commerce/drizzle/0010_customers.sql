CREATE SEQUENCE "public"."customer_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_no" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"phone" text,
	"gender" smallint,
	"postal_code" text,
	"birthday_month" smallint,
	"birthday_day" smallint,
	"newsletter" boolean DEFAULT false NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent" boolean DEFAULT false NOT NULL,
	"loyalty_enrolled" boolean DEFAULT false NOT NULL,
	"store_number" text,
	"platform_of_origin" text,
	"session_origination" text,
	"preferred_locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"previous_login" timestamp with time zone,
	"last_visit" timestamp with time zone,
	"previous_visit" timestamp with time zone,
	CONSTRAINT "customers_customer_no_unique" UNIQUE("customer_no"),
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_gender_values" CHECK ("customers"."gender" in (1, 2, -1)),
	CONSTRAINT "customers_birthday_month" CHECK ("customers"."birthday_month" between 1 and 12),
	CONSTRAINT "customers_birthday_day" CHECK ("customers"."birthday_day" between 1 and 31)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_one_open_per_customer" ON "baskets" USING btree ("customer_id") WHERE "baskets"."status" = 'open' and "baskets"."customer_id" is not null;