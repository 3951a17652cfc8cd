CREATE TABLE "url_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"destination_url" text,
	"resource_type" text,
	"resource_id" text,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_redirects_one_target" CHECK (("url_redirects"."destination_url" IS NULL) <> ("url_redirects"."resource_type" IS NULL)),
	CONSTRAINT "url_redirects_resource_complete" CHECK (("url_redirects"."resource_type" IS NULL) = ("url_redirects"."resource_id" IS NULL)),
	CONSTRAINT "url_redirects_resource_type" CHECK ("url_redirects"."resource_type" IN ('product', 'category', 'content_asset')),
	CONSTRAINT "url_redirects_status_code" CHECK ("url_redirects"."status_code" IN (301, 302, 307, 308)),
	CONSTRAINT "url_redirects_path_form" CHECK ("url_redirects"."path" LIKE '/%')
);
