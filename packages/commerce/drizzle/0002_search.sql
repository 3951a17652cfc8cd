CREATE TABLE "search_attribute_values" (
	"attribute_id" text NOT NULL,
	"value" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"presentation" text,
	"position" integer NOT NULL,
	CONSTRAINT "search_attribute_values_attribute_id_value_pk" PRIMARY KEY("attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "search_facet_counts" (
	"category_id" text NOT NULL,
	"attribute_id" text NOT NULL,
	"value" text NOT NULL,
	"hit_count" integer NOT NULL,
	CONSTRAINT "search_facet_counts_category_id_attribute_id_value_pk" PRIMARY KEY("category_id","attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "search_index" (
	"product_id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"orderable" boolean NOT NULL,
	"category_ids" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"badges" text[] NOT NULL,
	"is_new" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"usd_min" integer,
	"usd_max" integer,
	"cad_min" integer,
	"cad_max" integer,
	"rating" real,
	"review_count" integer NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"term" text NOT NULL,
	"doc_freq" integer NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
CREATE TABLE "search_text" (
	"product_id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"orderable" boolean NOT NULL,
	"category_ids" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"badges" text[] NOT NULL,
	"is_new" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"usd_min" integer,
	"usd_max" integer,
	"cad_min" integer,
	"cad_max" integer,
	"rating" real,
	"review_count" integer NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"search_en" "tsvector" NOT NULL,
	"search_fr" "tsvector" NOT NULL,
	"terms_en" text[] NOT NULL,
	"terms_fr" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_index_categories_idx" ON "search_index" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_index_colors_idx" ON "search_index" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "search_index_sizes_idx" ON "search_index" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "search_index_badges_idx" ON "search_index" USING gin ("badges");--> statement-breakpoint
CREATE INDEX "search_index_rank_idx" ON "search_index" USING btree ("rank","product_id");--> statement-breakpoint
CREATE INDEX "search_index_new_idx" ON "search_index" USING btree ("is_new" DESC,"rank","product_id");--> statement-breakpoint
CREATE INDEX "search_index_created_idx" ON "search_index" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "search_index_usd_asc_idx" ON "search_index" USING btree ("usd_min" ASC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_index_usd_desc_idx" ON "search_index" USING btree ("usd_min" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_index_cad_asc_idx" ON "search_index" USING btree ("cad_min" ASC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_index_cad_desc_idx" ON "search_index" USING btree ("cad_min" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_index_rating_idx" ON "search_index" USING btree ("rating" DESC NULLS LAST,"review_count" DESC,"product_id");--> statement-breakpoint
CREATE INDEX "search_index_name_en_idx" ON "search_index" USING btree ("name_en" COLLATE "C","product_id");--> statement-breakpoint
CREATE INDEX "search_index_name_fr_idx" ON "search_index" USING btree ("name_fr" COLLATE "C","product_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_text_en_idx" ON "search_text" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "search_text_fr_idx" ON "search_text" USING gin ("search_fr");