import { APP_CONFIG } from '@ridgeline/config';
import type { Category, Product } from '@ridgeline/sdk';
import { breadcrumbList } from '~/components/seo/json-ld';
import { productJsonLd } from '~/components/seo/product-json-ld';
import { shopperLocale } from '../http/loader-helpers.server';
import { publicOrigin } from '../http/origin.server';
import { jsonLd } from './seo';
import { categoryUrl } from '../urls';
import { pageUrl } from '../http/page-url';

/** A product page's JSON-LD for search engines: the Product with an offer per variant, and its breadcrumbs. */
export function productStructuredData(
  request: Request,
  product: Product,
  trail: Pick<Category, 'id' | 'name'>[],
): { product: string; breadcrumbs: string } {
  const origin = publicOrigin(request);
  const path = pageUrl(request).pathname;
  const { site, locale } = shopperLocale(request);
  const crumbs = trail.map((c) => ({ name: c.name, path: categoryUrl(APP_CONFIG, { id: c.id }, { site, locale }) }));
  return {
    product: jsonLd(productJsonLd(product, origin, path)),
    breadcrumbs: jsonLd(breadcrumbList(origin, [...crumbs, { name: product.name, path }])),
  };
}
