CREATE TABLE "content_edition_items" (
	"edition_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_edition_items_edition_id_item_id_pk" PRIMARY KEY("edition_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_editions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_editions_window" CHECK ("content_editions"."start" < "content_editions"."end"),
	CONSTRAINT "content_editions_name_length" CHECK (length("content_editions"."name") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"delivery_key" text,
	"schema" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_delivery_key_format" CHECK ("content_items"."delivery_key" ~ '^[a-z0-9]+([._/-][a-z0-9]+)*$' AND length("content_items"."delivery_key") <= 200),
	CONSTRAINT "content_items_schema_format" CHECK ("content_items"."schema" ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' AND length("content_items"."schema") <= 100),
	CONSTRAINT "content_items_name_length" CHECK (length("content_items"."name") BETWEEN 1 AND 200),
	CONSTRAINT "content_items_not_own_parent" CHECK ("content_items"."parent_id" IS NULL OR "content_items"."parent_id" <> "content_items"."id"),
	CONSTRAINT "content_items_version_positive" CHECK ("content_items"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "content_edition_items" ADD CONSTRAINT "content_edition_items_edition_id_content_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."content_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_edition_items" ADD CONSTRAINT "content_edition_items_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_parent_id_content_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_edition_items_item_idx" ON "content_edition_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "content_editions_published_idx" ON "content_editions" USING btree ("published","start");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_delivery_key_idx" ON "content_items" USING btree ("delivery_key");--> statement-breakpoint
CREATE INDEX "content_items_parent_idx" ON "content_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_items_schema_idx" ON "content_items" USING btree ("schema");