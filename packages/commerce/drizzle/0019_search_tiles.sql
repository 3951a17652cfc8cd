CREATE TABLE "search_tiles" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tile" jsonb NOT NULL
);
