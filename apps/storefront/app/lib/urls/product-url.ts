import type { AppConfig } from '@ridgeline/config';
import { customUrlToAppPath } from './custom-path.js';
import { buildPathWithUrlConfig, type SiteLocaleTarget } from './locale-path.js';

/** Product records carry `id`; search hits carry `productId`. */
export type ProductLike = ({ id: string } | { productId: string }) & {
  c_slugUrl?: string | null | undefined;
  slugUrl?: string | null | undefined;
};

const NOSLUG = /^noslug-(.+)\.html$/;

function productIdOf(product: ProductLike): string {
  return 'id' in product ? product.id : product.productId;
}

/** `/product/{id}`, with site and locale as configured. */
export function productUrl(config: AppConfig, product: ProductLike, target: SiteLocaleTarget = {}): string {
  return buildPathWithUrlConfig(config, `/product/${encodeURIComponent(productIdOf(product))}`, target);
}

/** `/p/{slug}` when the product has a slug URL, otherwise `/p/noslug-{productId}.html`. */
export function productSlugUrl(config: AppConfig, product: ProductLike, target: SiteLocaleTarget = {}): string {
  const slug = [product.c_slugUrl, product.slugUrl].find((value) => value?.trim());
  const slugPath = slug ? customUrlToAppPath(config, slug, 'p', ['p', 'product']) : undefined;
  const path = slugPath ?? `/p/noslug-${encodeURIComponent(productIdOf(product))}.html`;
  return buildPathWithUrlConfig(config, path, target);
}

export type ParsedProductSlug = { productId: string; slug?: undefined } | { slug: string; productId?: undefined };

/** Reads the `{slug}` segment of `/p/{slug}`: the product id for `noslug-…` slugs, else the slug. */
export function parseProductSlug(slug: string): ParsedProductSlug {
  const match = NOSLUG.exec(slug);
  if (!match?.[1]) return { slug };
  try {
    return { productId: decodeURIComponent(match[1]) };
  } catch {
    // A malformed escape cannot be a real product id; keep it as an ordinary slug.
    return { slug };
  }
}
