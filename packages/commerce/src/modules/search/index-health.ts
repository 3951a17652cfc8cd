import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from './sql.js';

/**
 * Whether the search index lacks what the catalogue calls for: rows for online products (a
 * database seeded before product search existed), tiles, or category sort rows for products
 * listed under a category (an index written before decision 031). `reindexProducts()` then
 * builds them; a catalogue with nothing to list asks for nothing, so a start-up check does not
 * rebuild on every start.
 */
export async function searchIndexIncomplete(db: Database): Promise<boolean> {
  const [row] = await rows<{ incomplete: boolean }>(
    db,
    sql`SELECT
      (EXISTS (SELECT 1 FROM products WHERE online) AND NOT EXISTS (SELECT 1 FROM search_index))
      OR (EXISTS (SELECT 1 FROM search_index) AND NOT EXISTS (SELECT 1 FROM search_tiles))
      OR (EXISTS (SELECT 1 FROM search_index WHERE orderable AND cardinality(category_ids) > 1)
        AND NOT EXISTS (SELECT 1 FROM search_category_sort)) AS incomplete`,
  );
  return row?.incomplete ?? false;
}
