CREATE TABLE "search_category_sort" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_type" text NOT NULL,
	"colors" text[] NOT NULL,
	"usd_min" integer,
	"cad_min" integer,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "search_category_sort_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE INDEX "search_category_sort_usd_asc_idx" ON "search_category_sort" USING btree ("category_id","usd_min" ASC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_category_sort_usd_desc_idx" ON "search_category_sort" USING btree ("category_id","usd_min" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_category_sort_cad_asc_idx" ON "search_category_sort" USING btree ("category_id","cad_min" ASC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_category_sort_cad_desc_idx" ON "search_category_sort" USING btree ("category_id","cad_min" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_category_sort_name_en_idx" ON "search_category_sort" USING btree ("category_id","name_en" COLLATE "C","product_id");--> statement-breakpoint
CREATE INDEX "search_category_sort_name_fr_idx" ON "search_category_sort" USING btree ("category_id","name_fr" COLLATE "C","product_id");