import { APP_CONFIG } from '@ridgeline/config';
import { publicOrigin } from '~/lib/http/origin.server';
import { SITEMAP_PAGE_SIZE, sitemapIndex, xmlResponse } from '~/lib/seo/sitemap';
import type { Route } from './+types/sitemap-index';

/** /sitemap.xml: per locale, one sitemap of pages and categories and as many of products as needed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const site = APP_CONFIG.sites[0]!;
  const { total } = await context.commerce.getProductIndex({ locale: site.l10n.defaultLocale, limit: 1 });
  const productFiles = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
  const locations = site.l10n.supportedLocales.flatMap((locale) => [
    `${origin}/sitemaps/${locale.id}/pages.xml`,
    ...Array.from({ length: productFiles }, (_, i) => `${origin}/sitemaps/${locale.id}/products-${i + 1}.xml`),
  ]);
  return xmlResponse(sitemapIndex(locations));
}
