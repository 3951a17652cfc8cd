-- (category, value) pairs of a row, e.g. 'mens-clothing-jackets/010': a category page refined by
-- colour or by size finds its rows in one index probe (plan.ts, inScopeWith; decision 031).
CREATE OR REPLACE FUNCTION search_scoped_values(scopes text[], vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT s || '/' || v FROM unnest(scopes) AS s, unnest(vals) AS v) $$;
--> statement-breakpoint
CREATE INDEX "search_index_scoped_colors_idx" ON "search_index" USING gin (search_scoped_values("category_ids", "colors")) WHERE "orderable";
--> statement-breakpoint
CREATE INDEX "search_index_scoped_sizes_idx" ON "search_index" USING gin (search_scoped_values("category_ids", "sizes")) WHERE "orderable";
