import { SiteMap } from '~/components/content/site-map';
import { shopperLocale } from '~/lib/http/loader-helpers.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/site-map';

/** Most guides and service pages a site map lists; more than the shop is likely to hold. */
const CONTENT_LIMIT = 500;

/** /t/site-map, the checkout footer's Site Map (spec 3 §2.5): every place in the shop, for shoppers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = shopperLocale(request).query;
  // Without the content, the site map still lists the shop's departments and fixed pages.
  const list = (kind: 'article' | 'page') =>
    context.commerce
      .listContentAssets({ locale, kind, limit: CONTENT_LIMIT })
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        context.logger.error({ msg: `Site map: ${kind}s failed to load`, error: String(error) });
        return [];
      });
  const [articles, pages] = await Promise.all([list('article'), list('page')]);
  return { articles, pages: pages.sort((a, b) => a.name.localeCompare(b.name, locale)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'site_map.title', defaultMessage: 'Site Map' }) },
];

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  return <SiteMap articles={loaderData.articles} pages={loaderData.pages} />;
}
