import { InvalidInputError } from '../../http/errors.js';
import { SORT_OPTIONS, type RefinementId, type SortOption } from '@ridgeline/config';
import type { ProductSearchHit, ProductSearchResult, Refinement, SearchSuggestions } from './contract.js';
import type {
  AutosuggestEntry,
  EngineAutosuggestResponse,
  EngineFacet,
  EngineProduct,
  EngineSearchResponse,
  EngineVariant,
  SearchMetaData as Meta,
} from './search-engine-contract.js';

/**
 * The search-engine client's API (spec 2 §7), an Unbxd-style search service, answered by our
 * own search: requests become `searchProducts` / `getSearchSuggestions` calls and their results
 * are reshaped. Nothing is searched here.
 */

/** Field names a `filter` may use, per refinement (ours, and the engine's usual names). */
const FILTER_FIELDS: Record<string, RefinementId> = {
  cgid: 'cgid',
  categoryPath: 'cgid',
  categoryPathId: 'cgid',
  c_color: 'c_color',
  color: 'c_color',
  v_color: 'c_color',
  c_size: 'c_size',
  size: 'c_size',
  v_size: 'c_size',
  price: 'price',
  c_isNew: 'c_isNew',
  isNew: 'c_isNew',
  c_isSale: 'c_isSale',
  isSale: 'c_isSale',
  c_technologyGridBadge: 'c_technologyGridBadge',
  techBadge: 'c_technologyGridBadge',
};

/** The engine's sort expressions (and the storefront's sort map ids) as our sort options. */
const SORTS: Record<string, SortOption> = {
  relevance: 'best-matches',
  'price asc': 'price-low-to-high',
  'price desc': 'price-high-to-low',
  'title asc': 'product-name-ascending',
  'title desc': 'product-name-descending',
  'createdAt desc': 'newest',
  'rating desc': 'top-rated',
  // No sales history yet: shoppers' ratings stand in for popularity.
  'most-popular-7day': 'top-rated',
};

const TERM = /^\s*([A-Za-z_][\w.]*)\s*:\s*"([^"]*)"\s*$/;
const RANGE = /^\s*([A-Za-z_][\w.]*)\s*:\s*\[\s*(\d+(?:\.\d+)?)\s+TO\s+(\d+(?:\.\d+)?)\s*\]\s*$/;

function fieldOf(name: string): RefinementId {
  const id = FILTER_FIELDS[name];
  if (!id) throw new InvalidInputError(`Unknown filter field "${name}": use one of ${Object.keys(FILTER_FIELDS).join(', ')}.`);
  return id;
}

/**
 * `filter` values into refinements: `color:"010" OR color:"427"` (any of, one field per filter),
 * `price:[50 TO 100]`, `isSale:"true"`. Several filters all apply.
 */
export function refineFromFilters(filters: readonly string[]): Record<string, string> {
  const values = new Map<RefinementId, Set<string>>();
  const refine: Record<string, string> = {};
  for (const filter of filters) {
    const range = RANGE.exec(filter);
    if (range) {
      if (fieldOf(range[1]!) !== 'price') throw new InvalidInputError(`filter "${filter}": only price takes a range.`);
      refine.price = `(${range[2]}..${range[3]})`;
      continue;
    }
    const terms = filter.split(/\s+OR\s+/).map((part) => {
      const match = TERM.exec(part);
      if (!match) throw new InvalidInputError(`filter "${filter}" is not field:"value" (OR field:"value"…) or price:[min TO max].`);
      return { id: fieldOf(match[1]!), value: match[2]! };
    });
    const id = terms[0]!.id;
    if (terms.some((t) => t.id !== id)) throw new InvalidInputError(`filter "${filter}" mixes fields; use one filter per field.`);
    // A category is one scope: a later filter replaces it; other fields add values (any of them).
    const set = id === 'cgid' ? new Set<string>() : (values.get(id) ?? new Set<string>());
    for (const t of terms) set.add(t.value);
    values.set(id, set);
  }
  for (const [id, set] of values) refine[id] = [...set].join('|');
  return refine;
}

/** The category a `/category` request browses: `categoryPathId:"mens-clothing"`, `categoryPath:"…"` or a bare id. */
export function categoryFromPath(p: string): string {
  const match = /^\s*(?:categoryPathId|categoryPath)\s*:\s*"([^"]+)"\s*$/.exec(p);
  const id = (match ? match[1]! : p).trim();
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id)) throw new InvalidInputError(`p "${p}" does not name a category (categoryPathId:"mens-clothing").`);
  return id;
}

export function sortFromEngine(sort: string | undefined): SortOption {
  if (!sort) return 'best-matches';
  const mapped = SORTS[sort.trim().replace(/\s+/g, ' ')] ?? (SORT_OPTIONS as readonly string[]).find((s) => s === sort);
  if (!mapped) throw new InvalidInputError(`Unknown sort "${sort}": use one of ${[...Object.keys(SORTS), ...SORT_OPTIONS].join(', ')}.`);
  return mapped as SortOption;
}


function productUrl(hit: Pick<ProductSearchHit, 'productId' | 'slugUrl'>): string {
  return hit.slugUrl ? `/p/${hit.slugUrl}` : `/product/${hit.productId}`;
}

/** Variants with the large images and swatch of their colour, at most `limit` of them. */
function engineVariants(hit: ProductSearchHit, limit: number): EngineVariant[] {
  const groupOf = (viewType: 'large' | 'swatch', color: string) =>
    hit.imageGroups.find((g) => g.viewType === viewType && g.variationAttributes?.[0]?.values.some((v) => v.value === color))?.images ?? [];
  return (hit.variants ?? []).slice(0, limit).map((v) => ({
    variantId: v.productId,
    ...(v.price !== undefined ? { salePrice: v.price } : {}),
    ...(v.listPrice !== undefined ? { listPrice: v.listPrice } : {}),
    orderable: v.orderable,
    variationValues: v.variationValues,
    imageGroups: { large: groupOf('large', v.variationValues.color), swatch: groupOf('swatch', v.variationValues.color) },
  }));
}

export function toEngineProduct(hit: ProductSearchHit, variantLimit: number): EngineProduct {
  return {
    uniqueId: hit.productId,
    title: hit.productName,
    hitType: hit.hitType,
    productUrl: productUrl(hit),
    ...(hit.image ? { imageUrl: hit.image.link } : {}),
    currency: hit.currency,
    ...(hit.price !== undefined ? { price: hit.price } : {}),
    ...(hit.priceMax !== undefined ? { priceMax: hit.priceMax } : {}),
    ...(hit.listPrice !== undefined ? { listPrice: hit.listPrice } : {}),
    isSale: hit.c_isSale,
    isNew: hit.c_isNew,
    colorId: hit.c_colorID,
    techBadges: hit.c_technologyGridBadge,
    rating: hit.c_bvAverageRating,
    reviewCount: hit.c_bvReviewCount,
    variationAttributes: hit.variationAttributes,
    variants: engineVariants(hit, variantLimit),
    variantTotal: hit.variants?.length ?? 0,
  };
}

function toFacet(refinement: Refinement, position: number): EngineFacet {
  return {
    facetName: refinement.attributeId,
    displayName: refinement.label,
    position,
    values: refinement.values.flatMap((v) => [v.value, v.hitCount]),
    labels: refinement.values.map((v) => v.label),
  };
}

export function toEngineSearch(result: ProductSearchResult, meta: Meta, variantLimit: number): EngineSearchResponse {
  const facets = result.refinements.map((r, i) => ({ refinement: r, position: i + 1 }));
  const suggestion = result.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase;
  return {
    searchMetaData: meta,
    response: {
      numberOfProducts: result.total,
      start: result.offset,
      products: result.hits.map((hit) => toEngineProduct(hit, variantLimit)),
    },
    facets: {
      text: { list: facets.filter((f) => f.refinement.attributeId !== 'price').map((f) => toFacet(f.refinement, f.position)) },
      range: { list: facets.filter((f) => f.refinement.attributeId === 'price').map((f) => toFacet(f.refinement, f.position)) },
    },
    ...(suggestion ? { didYouMean: [{ suggestion }] } : {}),
  };
}

/** Engine facets back into refinements (what the storefront's client does with them). */
export function refinementsFromFacets(facets: EngineSearchResponse['facets']) {
  return [...facets.text.list, ...facets.range.list]
    .sort((a, b) => a.position - b.position)
    .map((f) => ({
      attributeId: f.facetName,
      label: f.displayName,
      values: f.labels.map((label, i) => ({ value: String(f.values[i * 2]), label, hitCount: Number(f.values[i * 2 + 1]) })),
    }));
}

export type AutosuggestCounts = {
  inFields: number;
  promoted: number;
  keywords: number;
  topQueries: number;
  popularProducts: number;
  /** At most this many in-field suggestions per category path (bucket.field=categoryPath). */
  perBucket?: number;
};

/**
 * The categories in order, at most `perBucket` under each parent (grouped by the parent's name,
 * which is what a category suggestion carries; one answer is in one language).
 */
function perBucket<T extends { parentCategoryName?: string }>(categories: readonly T[], limit: number | undefined): T[] {
  if (limit === undefined) return [...categories];
  const taken = new Map<string, number>();
  return categories.filter((c) => {
    const key = c.parentCategoryName ?? '';
    const n = taken.get(key) ?? 0;
    taken.set(key, n + 1);
    return n < limit;
  });
}

export function toEngineAutosuggest(
  suggestions: SearchSuggestions,
  products: ProductSearchResult | undefined,
  counts: AutosuggestCounts,
  meta: Meta,
  spellcheck: boolean,
): EngineAutosuggestResponse {
  const phrases = suggestions.suggestedPhrases.map((p) => p.phrase);
  // No query log yet: the most used completions stand in for top queries; nothing is promoted yet.
  const top = phrases.slice(0, counts.topQueries);
  const keywords = phrases.slice(counts.topQueries, counts.topQueries + counts.keywords);
  const entries: AutosuggestEntry[] = [
    ...perBucket(suggestions.categorySuggestions.categories, counts.perBucket).slice(0, counts.inFields).map((c) => ({
      doctype: 'IN_FIELD' as const,
      autosuggest: c.name,
      categoryId: c.id,
      ...(c.parentCategoryName ? { parentCategoryName: c.parentCategoryName } : {}),
    })),
    ...keywords.map((autosuggest) => ({ doctype: 'KEYWORD_SUGGESTION' as const, autosuggest })),
    ...top.map((autosuggest) => ({ doctype: 'TOP_SEARCH_QUERIES' as const, autosuggest })),
    ...(products?.hits ?? []).slice(0, counts.popularProducts).map((hit) => ({
      doctype: 'POPULAR_PRODUCTS' as const,
      autosuggest: hit.productName,
      uniqueId: hit.productId,
      title: hit.productName,
      masterUrl: `/product/${hit.productId}`,
      productUrl: productUrl(hit),
      ...(hit.price !== undefined ? { minimumPrice: hit.price, maximumPrice: hit.priceMax ?? hit.price } : {}),
      isSale: hit.c_isSale,
      ...(hit.image ? { imageUrl: hit.image.link } : {}),
      variants: engineVariants(hit, Number.MAX_SAFE_INTEGER)
        .filter((v, i, all) => all.findIndex((o) => o.variationValues.color === v.variationValues.color) === i)
        .flatMap((v) => (v.imageGroups.large[0] ? [{ variantId: v.variantId, color: v.variationValues.color, v_imageUrl: v.imageGroups.large[0].link }] : [])),
    })),
  ];
  const didYouMean = suggestions.didYouMean ?? products?.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase;
  return {
    searchMetaData: meta,
    response: { numberOfProducts: entries.length, products: entries },
    ...(spellcheck && didYouMean ? { didYouMean: [{ suggestion: didYouMean }] } : {}),
  };
}
