CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"page_title" jsonb,
	"page_description" jsonb,
	"slug_url" jsonb,
	"alternative_url" text,
	"page_url" text,
	"online" boolean DEFAULT true NOT NULL,
	"artwork" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"parent_id" text NOT NULL,
	"child_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_components_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb,
	"long_description" jsonb,
	"page_title" jsonb,
	"page_description" jsonb,
	"keywords" jsonb,
	"slug_url" jsonb,
	"brand" text NOT NULL,
	"primary_category_id" text NOT NULL,
	"manufacturer_sku" text,
	"style_number" text NOT NULL,
	"color_ids" text DEFAULT '' NOT NULL,
	"tech_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_sale" boolean DEFAULT false NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"step_quantity" integer DEFAULT 1 NOT NULL,
	"min_order_quantity" integer DEFAULT 1 NOT NULL,
	"product_class" text,
	"variation_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb,
	"artwork" jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"master_id" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"upc" text NOT NULL,
	"orderable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_records" (
	"product_id" text PRIMARY KEY NOT NULL,
	"ats" integer NOT NULL,
	"backorderable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_ats_non_negative" CHECK ("inventory_records"."ats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_books" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"price_book_id" text NOT NULL,
	"product_id" text NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "prices_product_id_price_book_id_min_quantity_pk" PRIMARY KEY("product_id","price_book_id","min_quantity")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_master_id_products_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_book_id_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."price_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "products_primary_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "products_slug_en_idx" ON "products" USING btree (("slug_url"->>'en'));--> statement-breakpoint
CREATE INDEX "products_slug_fr_idx" ON "products" USING btree (("slug_url"->>'fr'));--> statement-breakpoint
CREATE INDEX "variants_master_idx" ON "variants" USING btree ("master_id","position");