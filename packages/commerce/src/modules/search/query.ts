import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listingPage, storedCounts, storedFacets } from './listing-query.js';
import { runLive } from './live-query.js';
import { allOf, FACET_IDS, from, inScope, predicate, textMatch, type SearchPlan, type SearchRows, type TextQuery } from './plan.js';
import { activeFilters } from './refinements.js';
import { rows } from '../../db/raw-sql.js';

/**
 * Runs a search plan: a plain listing (no text, no refinement) reads stored counts and walks a
 * sort index, so its cost does not grow with the category; anything else runs the live
 * statement for what the stored counts cannot answer.
 */
export async function runSearch(db: Database, plan: SearchPlan): Promise<SearchRows> {
  const fromStore = storedFacets(plan);
  const liveFacets = plan.facets ? FACET_IDS.filter((f) => !fromStore.includes(f)) : [];
  const plain = !plan.text && activeFilters(plan.refinements).length === 0;
  if (plain) {
    const [page, counts] = await Promise.all([listingPage(db, plan), storedCounts(db, plan, fromStore, true)]);
    return { total: counts.total, page, counts: counts.counts };
  }
  const [result, counts] = await Promise.all([
    runLive(db, plan, liveFacets),
    fromStore.length ? storedCounts(db, plan, fromStore, false) : undefined,
  ]);
  for (const [facet, values] of counts?.counts ?? []) result.counts.set(facet, values);
  return result;
}

/**
 * Whether a text matches more than `than` rows under the same scope and refinements (for "did
 * you mean"): counting stops there, so a broad correction costs no more than a narrow one.
 */
export async function matchesMoreThan(db: Database, plan: SearchPlan, text: TextQuery, than: number): Promise<boolean> {
  const active = activeFilters(plan.refinements);
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM ${from(text)}
          WHERE orderable AND ${inScope(plan.scope)} AND ${textMatch(text)}
            AND ${allOf(active.map((id) => predicate(id, plan.refinements, plan.currency)))}
          LIMIT ${than + 1}) m`,
  );
  return (row?.n ?? 0) > than;
}
