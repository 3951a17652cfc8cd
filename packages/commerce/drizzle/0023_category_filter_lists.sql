ALTER TABLE "categories" ADD COLUMN "filter_exclusions" text[];--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "quick_filter_allow_list" text[];