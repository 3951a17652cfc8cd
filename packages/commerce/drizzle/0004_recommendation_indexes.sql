DROP VIEW "public"."reco_product_categories";--> statement-breakpoint
DROP INDEX "activities_products_idx";--> statement-breakpoint
CREATE INDEX "activities_viewed_product_idx" ON "activities" USING btree ("site_id",("product_ids"[1]),"created_at") WHERE "activities"."type" = 'viewProduct' AND cardinality("activities"."product_ids") = 1;--> statement-breakpoint
CREATE INDEX "activities_carted_product_idx" ON "activities" USING btree ("site_id",("product_ids"[1]),"created_at") WHERE "activities"."type" IN ('addToCart', 'purchase') AND cardinality("activities"."product_ids") = 1;--> statement-breakpoint
CREATE INDEX "activities_products_idx" ON "activities" USING gin ("product_ids") WHERE "activities"."type" IN ('viewProduct', 'addToCart', 'purchase') AND cardinality("activities"."product_ids") > 1;--> statement-breakpoint
CREATE VIEW "public"."reco_product_categories" AS (SELECT product_id, category_id FROM product_categories);