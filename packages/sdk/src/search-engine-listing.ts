import type {
  EngineProduct,
  EngineSearchResponse,
  Image,
  ImageGroup,
  ProductSearchHit,
  ProductSearchResult,
  RefinementId,
  SortOption,
} from '@ridgeline/commerce/types';

/**
 * The storefront's side of the search-engine service: its listing parameters as the engine's
 * filters and sort, and the engine's answer as the listing model the product grid renders, so
 * both search paths feed one set of components.
 */

/** Our sort options as the engine's sort expressions; relevance is the engine's default. */
const ENGINE_SORTS: Record<SortOption, string | undefined> = {
  'best-matches': undefined,
  'featured-new': 'featured-new',
  newest: 'createdAt desc',
  'price-low-to-high': 'price asc',
  'price-high-to-low': 'price desc',
  'top-rated': 'rating desc',
  'product-name-ascending': 'title asc',
  'product-name-descending': 'title desc',
};

/** Our refinement ids as the engine's filter fields. */
const FILTER_FIELDS: Record<RefinementId, string> = {
  cgid: 'categoryPathId',
  c_color: 'color',
  c_size: 'size',
  price: 'price',
  c_isNew: 'isNew',
  c_isSale: 'isSale',
  c_technologyGridBadge: 'techBadge',
};

const quote = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** `{ c_color: 'BLK|NAV', price: '(50..100)' }` as `color:"BLK" OR color:"NAV"` and `price:[50 TO 100]`. */
export function engineFilters(refine: Partial<Record<RefinementId, string>>): string[] {
  return Object.entries(refine).flatMap(([id, value]) => {
    const field = FILTER_FIELDS[id as RefinementId];
    if (!field || !value) return [];
    if (id === 'price') {
      const range = /^\((\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)\)$/.exec(value);
      return range ? [`price:[${range[1]} TO ${range[2]}]`] : [];
    }
    return [value.split('|').map((v) => `${field}:${quote(v)}`).join(' OR ')];
  });
}

export function engineSort(sort: SortOption): string | undefined {
  return ENGINE_SORTS[sort];
}

function image(link: string, name: string): Image {
  return { link, disBaseLink: link, alt: name, title: name };
}

/** One large and one swatch image group per colour, from the first variant of each colour. */
function imageGroups(product: EngineProduct): ImageGroup[] {
  const seen = new Set<string>();
  const groups: ImageGroup[] = [];
  for (const variant of product.variants) {
    const color = variant.variationValues.color;
    if (seen.has(color)) continue;
    seen.add(color);
    const variationAttributes = [{ id: 'color' as const, values: [{ value: color }] }];
    groups.push({ viewType: 'large', variationAttributes, images: variant.imageGroups.large });
    if (variant.imageGroups.swatch.length) groups.push({ viewType: 'swatch', variationAttributes, images: variant.imageGroups.swatch });
  }
  if (groups.length === 0 && product.imageUrl) groups.push({ viewType: 'large', images: [image(product.imageUrl, product.title)] });
  return groups;
}

/** An engine product as a search hit; the colour shown first is the first refined colour it comes in. */
export function hitFromEngine(product: EngineProduct, refinedColours: readonly string[] = []): ProductSearchHit {
  const slug = /^\/p\/(.+)$/.exec(product.productUrl)?.[1];
  const colours = product.variationAttributes.find((a) => a.id === 'color')?.values.map((v) => v.value) ?? [];
  const represented = refinedColours.find((c) => colours.includes(c));
  return {
    productId: product.uniqueId,
    productName: product.title,
    ...(slug ? { slugUrl: slug } : {}),
    hitType: product.hitType,
    currency: product.currency,
    ...(product.price !== undefined ? { price: product.price } : {}),
    ...(product.priceMax !== undefined ? { priceMax: product.priceMax } : {}),
    ...(product.listPrice !== undefined ? { listPrice: product.listPrice } : {}),
    ...(product.imageUrl ? { image: image(product.imageUrl, product.title) } : {}),
    imageGroups: imageGroups(product),
    variationAttributes: product.variationAttributes,
    c_styleNumber: product.uniqueId,
    c_colorID: product.colorId,
    c_technologyGridBadge: product.techBadges,
    c_isNew: product.isNew,
    c_isSale: product.isSale,
    c_bvAverageRating: product.rating,
    c_bvReviewCount: product.reviewCount,
    ...(represented ? { representedColor: represented } : {}),
  };
}

export type EngineListingContext = {
  query: string;
  limit: number;
  sort: SortOption;
  sortingOptions: ProductSearchResult['sortingOptions'];
  refine: Partial<Record<RefinementId, string>>;
};

/** The engine's answer as a listing: hits, facets as refinements, did-you-mean as a phrase suggestion. */
export function listingFromEngine(response: EngineSearchResponse, ctx: EngineListingContext): ProductSearchResult {
  const refinedColours = ctx.refine.c_color?.split('|') ?? [];
  const facets = [...response.facets.text.list, ...response.facets.range.list].sort((a, b) => a.position - b.position);
  const suggestion = response.didYouMean?.[0]?.suggestion;
  return {
    query: ctx.query,
    total: response.response.numberOfProducts,
    limit: ctx.limit,
    offset: response.response.start,
    hits: response.response.products.map((p) => hitFromEngine(p, refinedColours)),
    refinements: facets.map((f) => ({
      attributeId: f.facetName as RefinementId,
      label: f.displayName,
      values: f.labels.map((label, i) => ({ value: String(f.values[i * 2]), label, hitCount: Number(f.values[i * 2 + 1]) })),
    })),
    selectedRefinements: Object.fromEntries(Object.entries(ctx.refine).filter(([, v]) => v)) as Record<string, string>,
    sortingOptions: ctx.sortingOptions,
    selectedSortingOption: ctx.sort,
    ...(suggestion ? { searchPhraseSuggestions: { suggestedPhrases: [{ phrase: suggestion, exactMatch: false }] } } : {}),
  };
}
