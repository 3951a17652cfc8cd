import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SortOption } from '@ridgeline/config';
import {
  FACET_IDS,
  inScope,
  ROOT_SCOPE,
  type FacetCounts,
  type FacetId,
  type PageRow,
  type SearchPlan,
} from './plan.js';
import { activeFilters } from './refinements.js';
import { searchFacetCounts } from './schema.js';
import { orderBy } from './sort.js';
import { rows } from '../../db/raw-sql.js';

/**
 * Which facets the stored counts (search_facet_counts) answer: without a text query, a
 * facet's counts apply every refinement but its own, so they are the category's own counts
 * when no other refinement is set. The rest is counted live.
 */
export function storedFacets(plan: Pick<SearchPlan, 'text' | 'refinements' | 'facets'>): FacetId[] {
  if (plan.text || !plan.facets) return [];
  const active = activeFilters(plan.refinements);
  return FACET_IDS.filter((id) => active.every((other) => other === id));
}

/**
 * Sort orders whose search_index index a category listing may walk: featured rank, newness,
 * creation date and rating are spread evenly over categories, so the first page is found after
 * reading a few rows per hit. Price and name are not (socks are cheap, "Men's …" names sort
 * together): a category's listing in those orders walks search_category_sort's indexes, which
 * start with the category (decision 031).
 */
const WALKABLE: readonly SortOption[] = ['best-matches', 'featured-new', 'newest', 'top-rated'];

/** A category listing without refinements: one index walk, whatever the sort order. */
export async function listingPage(db: Database, plan: SearchPlan): Promise<PageRow[]> {
  const order = orderBy(plan.sort, { currency: plan.currency, language: plan.language, hasText: false });
  const paging = sql`ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  const query =
    WALKABLE.includes(plan.sort) || plan.scope === ROOT_SCOPE
      ? sql`SELECT product_id, product_type, colors FROM search_index WHERE orderable AND ${inScope(plan.scope)} ${paging}`
      : sql`SELECT product_id, product_type, colors FROM search_category_sort WHERE category_id = ${plan.scope} ${paging}`;
  const found = await rows<{ product_id: string; product_type: PageRow['type']; colors: string[] }>(db, query);
  return found.map((r) => ({ id: r.product_id, type: r.product_type, colors: r.colors }));
}

/** The stored counts of the scope (and its children's totals). */
export async function storedCounts(db: Database, plan: SearchPlan, facets: readonly FacetId[], withTotal: boolean) {
  const attributes = facets.filter((f) => f !== 'cgid').map((f) => (f === 'price' ? `price:${plan.currency}` : f));
  if (withTotal) attributes.push('');
  const conditions = [
    and(eq(searchFacetCounts.categoryId, plan.scope), inArray(searchFacetCounts.attributeId, attributes)),
  ];
  if (facets.includes('cgid') && plan.children.length > 0) {
    conditions.push(
      and(inArray(searchFacetCounts.categoryId, [...plan.children]), eq(searchFacetCounts.attributeId, '')),
    );
  }
  const found =
    attributes.length || conditions.length > 1
      ? await db
          .select()
          .from(searchFacetCounts)
          .where(or(...conditions))
      : [];
  const counts: FacetCounts = new Map(facets.map((f) => [f, new Map<string, number>()]));
  let total = 0;
  for (const r of found) {
    if (r.hitCount <= 0) continue;
    if (r.categoryId !== plan.scope) counts.get('cgid')?.set(r.categoryId, r.hitCount);
    else if (r.attributeId === '') total = r.hitCount;
    else
      counts.get(r.attributeId.startsWith('price:') ? 'price' : (r.attributeId as FacetId))?.set(r.value, r.hitCount);
  }
  return { total, counts };
}
