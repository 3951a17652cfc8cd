ALTER TABLE "price_books" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_books" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_books" ADD COLUMN "source_codes" text[];--> statement-breakpoint
ALTER TABLE "price_books" ADD CONSTRAINT "price_books_window" CHECK ("price_books"."starts_at" IS NULL OR "price_books"."ends_at" IS NULL OR "price_books"."starts_at" < "price_books"."ends_at");