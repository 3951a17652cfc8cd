import { APP_CONFIG, type LocaleConfig } from '@ridgeline/config';
import type { Category } from '@ridgeline/sdk';
import { data } from 'react-router';
import { publicOrigin } from '~/lib/http/origin.server';
import { SITEMAP_PAGE_SIZE, urlSet, xmlResponse, type SitemapUrl } from '~/lib/seo/sitemap';
import { buildPathWithUrlConfig, categoryUrl, productSlugUrl } from '~/lib/urls';
import { listIndexableContentPages } from '~/lib/content/content-page-list.server';
import type { Route } from './+types/sitemap';

/** Articles and service pages listed in pages.xml (the engine's largest page of them). */
const SITEMAP_CONTENT_LIMIT = 500;

const FILE = /^(pages|products-(\d{1,4}))\.xml$/;

/** /sitemaps/{locale}/pages.xml and /sitemaps/{locale}/products-{n}.xml, each URL with its hreflang alternates. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = APP_CONFIG.sites[0]!;
  const locale = site.l10n.supportedLocales.find((l) => l.id === params.locale);
  const file = FILE.exec(params.file);
  if (!locale || !file) throw data(null, { status: 404 });
  const origin = publicOrigin(request);
  const target = (l: LocaleConfig) => ({ site, locale: l });
  const withAlternates = (loc: (l: LocaleConfig) => string, lastmod?: string): SitemapUrl => ({
    loc: origin + loc(locale),
    ...(lastmod ? { lastmod } : {}),
    alternates: site.l10n.supportedLocales.map((l) => ({ hrefLang: l.id, href: origin + loc(l) })),
  });

  if (file[1] === 'pages') {
    const [trees, content, contentPages] = await Promise.all([
      Promise.all(
        site.l10n.supportedLocales.map((l) => context.commerce.getCategory('root', { locale: l.id, levels: 3 })),
      ),
      context.commerce.listContentAssets({ locale: locale.id, limit: SITEMAP_CONTENT_LIMIT }),
      // The content service's pages (decision 046); the sitemap goes out without them if it fails.
      listIndexableContentPages(context, locale.id).catch((error: unknown) => {
        context.logger.error({ msg: 'Sitemap: content pages failed to load', error: String(error) });
        return [];
      }),
    ]);
    const flatten = (c: Category): Category[] => [c, ...(c.categories ?? []).flatMap(flatten)];
    const byLocale = new Map(
      site.l10n.supportedLocales.map((l, i) => [
        l.id,
        new Map((trees[i]!.categories ?? []).flatMap(flatten).map((c) => [c.id, c])),
      ]),
    );
    const ids = [...byLocale.get(locale.id)!.keys()];
    const urls = [
      withAlternates((l) => buildPathWithUrlConfig(APP_CONFIG, '/', target(l))),
      withAlternates((l) => buildPathWithUrlConfig(APP_CONFIG, '/store-locator', target(l))),
      ...ids.map((id) =>
        withAlternates((l) => categoryUrl(APP_CONFIG, byLocale.get(l.id)?.get(id) ?? { id }, target(l))),
      ),
      ...contentPages.map((page) => withAlternates((l) => buildPathWithUrlConfig(APP_CONFIG, page.path, target(l)))),
      // An article whose /t/ path a content page took shows that page (content-page.server.ts): listed once.
      ...content.data
        .filter((asset) => !contentPages.some((page) => page.path === `/t/${asset.id.toLowerCase()}`))
        .map((asset) =>
          withAlternates(
            (l) => buildPathWithUrlConfig(APP_CONFIG, `/t/${encodeURIComponent(asset.id)}`, target(l)),
            asset.updatedAt.slice(0, 10),
          ),
        ),
    ];
    return xmlResponse(urlSet(urls));
  }

  const page = Number(file[2]);
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  const pages = await Promise.all(
    site.l10n.supportedLocales.map((l) =>
      context.commerce.getProductIndex({ locale: l.id, limit: SITEMAP_PAGE_SIZE, offset }),
    ),
  );
  const slugs = new Map(
    site.l10n.supportedLocales.map((l, i) => [l.id, new Map(pages[i]!.entries.map((e) => [e.productId, e.slugUrl]))]),
  );
  const own = pages[site.l10n.supportedLocales.indexOf(locale)]!;
  if (own.entries.length === 0 && page > 1) throw data(null, { status: 404 });
  const urls = own.entries.map((entry) =>
    withAlternates(
      (l) =>
        productSlugUrl(
          APP_CONFIG,
          { productId: entry.productId, slugUrl: slugs.get(l.id)?.get(entry.productId) },
          target(l),
        ),
      entry.lastModified.slice(0, 10),
    ),
  );
  return xmlResponse(urlSet(urls));
}
