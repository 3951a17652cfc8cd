CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"cookie_id" text NOT NULL,
	"user_id" text,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activities_cookie_idx" ON "activities" USING btree ("site_id","cookie_id","type","created_at");--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("site_id","user_id","type","created_at") WHERE "activities"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_products_idx" ON "activities" USING gin ("product_ids") WHERE "activities"."type" IN ('viewProduct', 'addToCart', 'purchase');--> statement-breakpoint
CREATE INDEX "activities_cart_recent_idx" ON "activities" USING btree ("site_id","created_at") WHERE "activities"."type" IN ('addToCart', 'purchase');--> statement-breakpoint
CREATE VIEW "public"."reco_product_categories" AS (SELECT pc.product_id, pc.category_id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.online);--> statement-breakpoint
CREATE VIEW "public"."reco_products" AS (SELECT id AS product_id, primary_category_id, tech_badges, string_to_array(color_ids, '|') AS colors, is_new, rank, created_at FROM products WHERE online);