import type { Refinements } from '~/lib/listing/refine-url';
import type { Refinement } from './refinement-types';

/** Quick filters shown at most (spec 2 §9). */
export const QUICK_FILTERS_MAX = 5;

/**
 * The refinements quick filters draw from when the category names none of its own
 * (c_quickFilterAllowListOverride): what shoppers most often narrow a listing by first.
 */
export const DEFAULT_QUICK_FILTERS: readonly string[] = ['c_isNew', 'c_isSale', 'c_technologyGridBadge'];

export type QuickFilter = { attributeId: string; value: string; label: string };

/**
 * Up to five values to add in one tap: from each allowed refinement in the list's order, its
 * values with hits, most hits first, leaving out what is already selected (its chip is among the
 * selected filters).
 */
export function quickFilterValues(
  refinements: readonly Refinement[],
  allowList: readonly string[],
  selected: Refinements,
): QuickFilter[] {
  const found: QuickFilter[] = [];
  for (const attributeId of allowList) {
    const refinement = refinements.find((r) => r.attributeId === attributeId);
    if (!refinement) continue;
    const values = refinement.values
      .filter((v) => v.hitCount > 0 && !selected[attributeId]?.includes(v.value))
      .sort((a, b) => b.hitCount - a.hitCount);
    for (const v of values) found.push({ attributeId, value: v.value, label: v.label });
  }
  return found.slice(0, QUICK_FILTERS_MAX);
}

/** The refinements a category offers: all but its exclusions (c_filterExclusions). */
export function withoutExcluded(refinements: Refinement[], exclusions: readonly string[] | undefined): Refinement[] {
  return exclusions?.length ? refinements.filter((r) => !exclusions.includes(r.attributeId)) : refinements;
}
