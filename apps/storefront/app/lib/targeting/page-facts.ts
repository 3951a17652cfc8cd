/** Where the targeting resource route lives (POST: the page's facts → the page's actions). */
export const TARGETING_PATH = '/targeting';
/** The decision service's cookie (spec 3 §9: `mt.aa`, 30 minutes). */
export const MONETATE_COOKIE = 'mt.aa';
export const MONETATE_COOKIE_SECONDS = 30 * 60;

export const PAGE_TYPES = [
  'home',
  'product',
  'category',
  'search',
  'content',
  'cart',
  'checkout',
  'account',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What the page tells the decision service (the route validates it: page-facts-schema.ts). */
export type PageFacts = {
  pageType: PageType;
  path: string;
  categoryId?: string;
  productId?: string;
  searchTerm?: string;
};

/** A page's type from its route id (`locale/` prefix aside). */
export function pageTypeOf(routeId: string | undefined): PageType {
  const id = (routeId ?? '').replace(/^locale\//, '');
  if (id === 'home' || id === 'home-alias') return 'home';
  if (id.startsWith('product')) return 'product';
  if (id.startsWith('category')) return 'category';
  if (id === 'search') return 'search';
  if (id.startsWith('content') || id === 'site-map') return 'content';
  if (id === 'cart') return 'cart';
  if (id.startsWith('checkout')) return 'checkout';
  if (id.startsWith('account')) return 'account';
  return 'other';
}

type Match = { id: string; data: unknown };

/** The facts of the page shown: its type, path, the category or product it is about, the search. */
export function pageFactsOf(matches: readonly Match[], location: { pathname: string; search: string }): PageFacts {
  const last = matches.at(-1);
  const pageType = pageTypeOf(last?.id);
  const data = (last?.data ?? {}) as { product?: { id?: unknown }; category?: { id?: unknown } };
  const productId = pageType === 'product' && typeof data.product?.id === 'string' ? data.product.id : undefined;
  const categoryId = pageType === 'category' && typeof data.category?.id === 'string' ? data.category.id : undefined;
  const q = pageType === 'search' ? new URLSearchParams(location.search).get('q')?.trim().slice(0, 200) : undefined;
  return {
    pageType,
    path: location.pathname.slice(0, 2000),
    ...(categoryId ? { categoryId } : {}),
    ...(productId ? { productId } : {}),
    ...(q ? { searchTerm: q } : {}),
  };
}
