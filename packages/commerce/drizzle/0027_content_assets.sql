CREATE TABLE "content_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'article' NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" date NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name->>'en', '')), 'A') || setweight(to_tsvector('english', coalesce(keywords->>'en', '')), 'B') || setweight(to_tsvector('english', coalesce(description->>'en', '')), 'C') || setweight(to_tsvector('english', regexp_replace(coalesce(body->>'en', ''), '<[^>]*>', ' ', 'g')), 'D')) STORED NOT NULL,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(name->>'fr', name->>'en', '')), 'A') || setweight(to_tsvector('french', coalesce(keywords->>'fr', keywords->>'en', '')), 'B') || setweight(to_tsvector('french', coalesce(description->>'fr', description->>'en', '')), 'C') || setweight(to_tsvector('french', regexp_replace(coalesce(body->>'fr', body->>'en', ''), '<[^>]*>', ' ', 'g')), 'D')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_assets_kind" CHECK ("content_assets"."kind" IN ('article', 'page')),
	CONSTRAINT "content_assets_id_format" CHECK ("content_assets"."id" ~ '^[a-z0-9][a-z0-9-]{0,99}$')
);
--> statement-breakpoint
CREATE INDEX "content_assets_search_en_idx" ON "content_assets" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "content_assets_search_fr_idx" ON "content_assets" USING gin ("search_fr");