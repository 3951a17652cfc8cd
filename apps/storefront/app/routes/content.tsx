import { Suspense } from 'react';
import { Await } from 'react-router';
import { ContentArticle, ShopTitle } from '~/components/content/content-article';
import { ProductGrid } from '~/components/product/product-tile';
import { localizedRedirect, shopperLocale, unlessMissing } from '~/lib/http/loader-helpers.server';
import { pageTitle } from '~/lib/seo/meta';
import type { Route } from './+types/content';

/** Products of the article's first category under it: one row on a large screen. */
const SHOP_PRODUCT_COUNT = 4;

/**
 * Content pages (spec 3 §2.1): /t/{id} shows the engine's article or service page of that id.
 * A page with no content goes to the locale's fallback route (spec 3 §2.3), as do the content
 * paths no content lives at yet (/t/{slug}/…, /pfg/…, /disney/…, /omni-max/…).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = 'slug' in params && !('*' in params) ? params.slug : undefined;
  if (!id) throw localizedRedirect(request, '/');
  const { query } = shopperLocale(request);
  const content = await unlessMissing(context.commerce.getContentAsset(id, { locale: query.locale }));
  if (!content) throw localizedRedirect(request, '/');
  // The first category the article is about, shown as products; streamed in after the page.
  const shop = content.categories[0];
  const products = shop
    ? context.commerce
        .listProducts({ ...query, categoryId: shop.id, limit: SHOP_PRODUCT_COUNT })
        .then((list) => list.hits)
        .catch((error: unknown) => {
          context.logger.error({ msg: 'Content page: products failed to load', error: String(error) });
          return [];
        })
    : undefined;
  return { content, products };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.content.name) },
  { name: 'description', content: data?.content.description ?? '' },
];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { content, products } = loaderData;
  return (
    <>
      <ContentArticle content={content} />
      {products ? (
        <Suspense fallback={null}>
          {/* Left out on failure; not errorElement={null}, which rethrows to the page's error boundary. */}
          <Await resolve={products} errorElement={<></>}>
            {(hits) =>
              hits.length ? (
                <section className="mx-auto my-12 max-w-[97.5rem] px-4" aria-labelledby="content-products-title">
                  <h2 id="content-products-title" className="mb-6 text-2xl font-bold">
                    <ShopTitle content={content} />
                  </h2>
                  <ProductGrid products={hits} eagerCount={0} />
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
    </>
  );
}
