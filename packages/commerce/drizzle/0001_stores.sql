CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inventory_id" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"store_hours" jsonb NOT NULL,
	CONSTRAINT "stores_latitude_range" CHECK ("stores"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "stores_longitude_range" CHECK ("stores"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "stores_country_code_format" CHECK ("stores"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE INDEX "stores_latitude_longitude_idx" ON "stores" USING btree ("latitude","longitude");