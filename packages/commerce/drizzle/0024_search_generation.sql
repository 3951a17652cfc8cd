CREATE TABLE "search_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_generation_one_row" CHECK ("search_generation"."id" = 1)
);
--> statement-breakpoint
-- A fresh database starts at the clock's microseconds, above any generation an older database
-- reached, so that a server which outlived a reset of its database cannot take the new index's
-- generations for the ones its results were computed at.
INSERT INTO "search_generation" ("id", "value") VALUES (1, (extract(epoch FROM clock_timestamp()) * 1e6)::bigint);
