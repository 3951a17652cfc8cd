import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows, textArray } from '../../db/raw-sql.js';

/**
 * Candidates for the recommenders, read from the catalogue's published views (`reco_products`,
 * `reco_product_categories`, see schema.ts): featured and new products, products like another.
 */

/** The ids of products listed in any of the categories, as a subquery for another module's statement. */
export function productsListedIn(categoryIds: readonly string[]): SQL {
  return sql`SELECT product_id FROM reco_product_categories WHERE category_id = ANY(${textArray(categoryIds)})`;
}

function listedIn(categoryIds: readonly string[] | undefined) {
  if (!categoryIds) return sql``;
  return sql`AND EXISTS (
    SELECT 1 FROM reco_product_categories pc
    WHERE pc.product_id = r.product_id AND pc.category_id = ANY(${textArray(categoryIds)})
  )`;
}

/** Online products in featured order (the catalogue's rank), optionally within categories. */
export async function featuredProducts(
  db: Database,
  q: { categoryIds?: readonly string[]; limit: number },
): Promise<string[]> {
  const found = await rows<{ product_id: string }>(
    db,
    sql`SELECT r.product_id FROM reco_products r WHERE true ${listedIn(q.categoryIds)}
        ORDER BY r.rank, r.product_id LIMIT ${q.limit}`,
  );
  return found.map((r) => r.product_id);
}

/** Products the catalogue marks new (c_isNew), newest first, optionally within categories. */
export async function newProducts(
  db: Database,
  q: { categoryIds?: readonly string[]; exclude: readonly string[]; limit: number },
): Promise<string[]> {
  const found = await rows<{ product_id: string }>(
    db,
    sql`SELECT r.product_id FROM reco_products r
        WHERE r.is_new AND r.product_id <> ALL(${textArray(q.exclude)}) ${listedIn(q.categoryIds)}
        ORDER BY r.created_at DESC, r.product_id LIMIT ${q.limit}`,
  );
  return found.map((r) => r.product_id);
}

export type SimilarCandidate = {
  productId: string;
  sharedBadges: number;
  sharedColors: number;
  anchorBadges: number;
  anchorColors: number;
};

/**
 * Products in the anchor's primary category, those sharing most technology badges and then
 * colours first, `limit` of them: the pool similar-products re-ranks with prices. One index
 * lookup by primary category; the overlaps are small array intersections.
 */
export async function similarCandidates(db: Database, anchorId: string, limit: number): Promise<SimilarCandidate[]> {
  const found = await rows<{
    product_id: string;
    shared_badges: number;
    shared_colors: number;
    anchor_badges: number;
    anchor_colors: number;
  }>(
    db,
    sql`
      SELECT c.product_id,
        cardinality(ARRAY(SELECT unnest(c.tech_badges) INTERSECT SELECT unnest(a.tech_badges)))::int AS shared_badges,
        cardinality(ARRAY(SELECT unnest(c.colors) INTERSECT SELECT unnest(a.colors)))::int AS shared_colors,
        cardinality(a.tech_badges)::int AS anchor_badges,
        cardinality(a.colors)::int AS anchor_colors
      FROM reco_products a
      JOIN reco_products c ON c.primary_category_id = a.primary_category_id AND c.product_id <> a.product_id
      WHERE a.product_id = ${anchorId}
      ORDER BY shared_badges DESC, shared_colors DESC, c.rank, c.product_id
      LIMIT ${limit}
    `,
  );
  return found.map((r) => ({
    productId: r.product_id,
    sharedBadges: Number(r.shared_badges),
    sharedColors: Number(r.shared_colors),
    anchorBadges: Number(r.anchor_badges),
    anchorColors: Number(r.anchor_colors),
  }));
}
