import { Suspense } from 'react';
import { Await, data } from 'react-router';
import { ContentArticle, ShopTitle } from '~/components/content/content-article';
import { ProductGrid } from '~/components/product/product-tile';
import { contentMeta } from '~/lib/seo/content-seo';
import type { Route } from './+types/content';
import { loadContentRoute } from './content-pages/content-page.server';
import { PageBlocks, titleOf } from './content-pages/page-blocks';

/**
 * Content pages (spec 3 §2.1): the content service's page at this path, or the engine's article or
 * service page at /t/{id}; neither goes to the locale's home (content-page.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const articleId = 'slug' in params && !('*' in params) ? params.slug : undefined;
  const { loaded, headers } = await loadContentRoute(request, context, articleId);
  return data(loaded, { headers });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const origin = (matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? '';
  const url = origin + location.pathname;
  if (data?.kind === 'article') {
    return contentMeta({}, { title: data.content.name, description: data.content.description, origin, url });
  }
  return contentMeta(data?.seo ?? {}, { title: data && (titleOf(data.item) ?? data.item._meta.name), origin, url });
};

function ArticlePage({ loaded }: { loaded: Extract<Route.ComponentProps['loaderData'], { kind: 'article' }> }) {
  const { content, products } = loaded;
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

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'article') return <ArticlePage loaded={loaderData} />;
  return <PageBlocks content={loaderData} />;
}
