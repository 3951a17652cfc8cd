/**
 * The product search API's vocabulary, shared by the engine (which validates and answers with it)
 * and the storefront (which reads a listing's URL with it): sort options, search methods and
 * refinement attribute ids, and the sort options' labels.
 */

export const SORT_OPTIONS = [
  'best-matches',
  'featured-new',
  'newest',
  'price-high-to-low',
  'price-low-to-high',
  'top-rated',
  'product-name-ascending',
  'product-name-descending',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SEARCH_METHODS = [
  'manualSearch',
  'typeAheadSearch',
  'categorySearch',
  'contentSearch',
  'visualSearch',
] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

/** Refinement attribute ids, as they appear in `refine=` (e.g. `refine=c_color=BLK|NAV`). */
export const REFINEMENT_IDS = [
  'cgid',
  'c_color',
  'c_size',
  'price',
  'c_isNew',
  'c_isSale',
  'c_technologyGridBadge',
] as const;
export type RefinementId = (typeof REFINEMENT_IDS)[number];

const SORT_LABELS: Record<SortOption, { en: string; fr: string }> = {
  'best-matches': { en: 'Best Matches', fr: 'Meilleurs résultats' },
  'featured-new': { en: 'Featured', fr: 'En vedette' },
  newest: { en: 'Newest', fr: 'Nouveautés' },
  'price-high-to-low': { en: 'Price High to Low', fr: 'Prix décroissant' },
  'price-low-to-high': { en: 'Price Low to High', fr: 'Prix croissant' },
  'top-rated': { en: 'Top Rated', fr: 'Mieux notés' },
  'product-name-ascending': { en: 'Name A–Z', fr: 'Nom de A à Z' },
  'product-name-descending': { en: 'Name Z–A', fr: 'Nom de Z à A' },
};

/** A sort option's label as shoppers see it: French for a French locale, English otherwise. */
export function sortLabel(id: SortOption, locale: string): string {
  return SORT_LABELS[id][locale.toLowerCase().startsWith('fr') ? 'fr' : 'en'];
}
