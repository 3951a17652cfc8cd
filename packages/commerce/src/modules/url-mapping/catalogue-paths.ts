import { APP_CONFIG } from '@ridgeline/config';
import type { Database } from '../../db/client.js';
import { languageOf, type Language } from '../../db/localized.js';
import { NotFoundError } from '../../http/errors.js';
import {
  getProductIdBySlug,
  isProductOnline,
  onlineCategoryUrlFields,
  type CategoryUrlFields,
} from '../catalog/index.js';
import type { UrlMapping } from './contract.js';
import { normaliseUrlSegment, segmentsOf, type UrlSegment } from './url-segment.js';

const NOSLUG = /^noslug-(.+)\.html$/i;
/** Legacy storefronts put `.html` after product and category names; the slug is what is left. */
const HTML_SUFFIX = /\.html?$/i;
/** Sections a custom URL may name itself (as the storefront's categoryUrl keeps them); bare values go under /c/. */
const KEPT_SECTIONS = ['c/', 't/', 'category/'];

/**
 * The storefront path a category's custom URL (c_alternativeUrl, c_pageURL, c_slugUrl) links to,
 * read as the storefront's categoryUrl() reads it: a bare value goes under /c/, a path stays, and a
 * full URL counts only on the legacy storefront, whose paths merchandisers paste and which this
 * storefront now answers. Any other site's URL is not ours to map.
 */
export function customUrlPath(value: string | null | undefined): string | undefined {
  const candidate = value?.trim();
  if (!candidate) return undefined;
  if (/^https?:\/\//i.test(candidate)) {
    try {
      const url = new URL(candidate);
      return url.host === new URL(APP_CONFIG.legacyStorefrontOrigin).host ? url.pathname : undefined;
    } catch {
      return undefined;
    }
  }
  if (candidate.startsWith('/')) return candidate;
  return KEPT_SECTIONS.some((section) => candidate.startsWith(section)) ? `/${candidate}` : `/c/${candidate}`;
}

function keyOf(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return normaliseUrlSegment(path).key;
  } catch {
    // A custom URL that is not a usable path simply names nothing.
    return undefined;
  }
}

/**
 * Each category's paths with a rank, lowest first: the spec's candidate order (alternative URL,
 * page URL, slug), the slug in the shopper's language before other languages (slugs are unique
 * per language only), then `/c/{categoryId}`, then the bare `/{slug}` of legacy storefronts.
 */
function rankedPaths(category: CategoryUrlFields, language: Language): [rank: number, key: string | undefined][] {
  const slugs = Object.entries(category.slugUrl ?? {}) as [Language, string][];
  const ownFirst = [...slugs.filter(([lang]) => lang === language), ...slugs.filter(([lang]) => lang !== language)];
  return [
    [0, keyOf(customUrlPath(category.alternativeUrl))],
    [1, keyOf(customUrlPath(category.pageUrl))],
    ...ownFirst.map(([lang, slug]): [number, string | undefined] => [
      lang === language ? 2 : 3,
      keyOf(customUrlPath(slug)),
    ]),
    [4, keyOf(`/c/${category.id}`)],
    ...ownFirst.map(([lang, slug]): [number, string | undefined] => [lang === language ? 5 : 6, keyOf(`/${slug}`)]),
  ];
}

async function categoryAt(db: Database, keys: string[], language: Language): Promise<string | undefined> {
  let best: { rank: number; id: string } | undefined;
  for (const category of await onlineCategoryUrlFields(db)) {
    for (const [rank, key] of rankedPaths(category, language)) {
      if (key !== undefined && keys.includes(key) && (!best || rank < best.rank)) best = { rank, id: category.id };
    }
  }
  return best?.id;
}

async function productWithSlug(db: Database, slugs: string[]): Promise<string | undefined> {
  for (const slug of new Set(slugs)) {
    try {
      return await getProductIdBySlug(db, slug);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return undefined;
}

/**
 * What the catalogue itself says a path is: `/p/{slug}` and `/p/noslug-{productId}.html`, a
 * category's custom URL or `/c/{slug}`, or the bare `/{slug}` (also `/{slug}.html`) under which
 * legacy storefronts served categories and products. Only online products and categories count.
 */
export async function catalogueMapping(
  db: Database,
  segment: UrlSegment,
  locale: string,
): Promise<UrlMapping | undefined> {
  const keys = segmentsOf(segment.key);
  // Ids keep their case (RL100003); slugs and sections are compared in lower case.
  const raw = segmentsOf(segment.path);
  if (keys.length === 2 && keys[0] === 'p') {
    const noslug = NOSLUG.exec(raw[1]!);
    if (noslug) {
      const id = noslug[1]!;
      return (await isProductOnline(db, id)) ? { resourceType: 'product', resourceId: id } : undefined;
    }
    const productId = await productWithSlug(db, [keys[1]!, raw[1]!]);
    return productId ? { resourceType: 'product', resourceId: productId } : undefined;
  }

  const bare = keys.length === 1 ? keys[0]!.replace(HTML_SUFFIX, '') : undefined;
  const categoryKeys = bare !== undefined && bare !== keys[0] ? [segment.key, `/${bare}`] : [segment.key];
  const categoryId = await categoryAt(db, categoryKeys, languageOf(locale));
  if (categoryId) return { resourceType: 'category', resourceId: categoryId };

  if (bare) {
    const productId = await productWithSlug(db, [bare, raw[0]!.replace(HTML_SUFFIX, '')]);
    if (productId) return { resourceType: 'product', resourceId: productId };
  }
  return undefined;
}
