import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Await, Link } from 'react-router';
import { ProductRecommendations } from '~/components/carousel/product-recommendations';
import { ProductScroller } from '~/components/carousel/product-scroller';
import { useCatalogLinks } from '~/components/layout/use-links';
import { shopperLocale } from '~/lib/http/loader-helpers.server';
import { homeRecommendations } from '~/lib/personalisation/recommendations.server';
import { imageUrl, sizesFor, srcSet, TILE_IMAGE, TILE_WIDTHS } from '~/lib/images/image-url';
import { pageTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import type { Route } from './+types/home';

/** Until content pages arrive (spec 3), home shows the category tiles, the newest arrivals and recommendations. */
const HOME_SHOP_CATEGORY = 'new-arrivals';
/** Home shows 10 products of its shop category (spec 2 §9). */
const HOME_PRODUCT_COUNT = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  // The scroller and carousel stream in after the page; a failure leaves them out.
  const arrivals = context.commerce
    .listProducts({ ...query, categoryId: HOME_SHOP_CATEGORY, limit: HOME_PRODUCT_COUNT })
    .then((list) => list.hits)
    .catch((error: unknown) => {
      context.logger.error({ msg: 'Home: new arrivals failed to load', error: String(error) });
      return [];
    });
  const root = await context.commerce.getCategory('root', { locale: query.locale, levels: 1 });
  return { categories: root.categories ?? [], arrivals, recommended: homeRecommendations(request, context, query) };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(undefined) },
  { name: 'description', content: 'Outdoor apparel, footwear and accessories from Ridgeline.' },
];

const arrivalsTitle = <FormattedMessage id="home.new_arrivals" defaultMessage="New Arrivals" />;

export default function Home({ loaderData }: Route.ComponentProps) {
  const links = useCatalogLinks();
  const to = useLocalizedPath();
  const tiles = loaderData.categories.filter((c) => c.id !== HOME_SHOP_CATEGORY && c.image);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4">
      <section className="my-6 rounded-lg bg-brand px-6 py-14 text-white md:px-12" aria-labelledby="hero-title">
        <h1 id="hero-title" className="max-w-2xl text-4xl font-bold md:text-5xl">
          <FormattedMessage id="home.hero.title" defaultMessage="Built for the long way up" />
        </h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">
          <FormattedMessage
            id="home.hero.body"
            defaultMessage="Jackets, boots and packs tested on real trails, in every season."
          />
        </p>
        <Link
          to={to(`/category/${HOME_SHOP_CATEGORY}`)}
          className="mt-8 inline-block rounded bg-white px-5 py-3 font-semibold text-brand-dark"
        >
          <FormattedMessage id="home.hero.cta" defaultMessage="Shop New Arrivals" />
        </Link>
      </section>
      <section aria-labelledby="categories-title" className="my-12">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold">
          <FormattedMessage id="home.categories" defaultMessage="Shop by category" />
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {tiles.map((category, index) => (
            <li key={category.id}>
              <Link to={links.category(category)} className="group block">
                <img
                  src={imageUrl(category.image!, { width: 320, ...TILE_IMAGE })}
                  srcSet={srcSet(category.image!, TILE_WIDTHS, TILE_IMAGE)}
                  sizes={sizesFor(['50vw', '50vw', '33vw', '17vw', '17vw', '17vw'])}
                  alt=""
                  width={496}
                  height={521}
                  loading={index < 6 ? 'eager' : 'lazy'}
                  // The first row on a phone holds the page's largest paint: ahead of scripts in the queue.
                  fetchPriority={index < 2 ? 'high' : 'auto'}
                  className="aspect-[496/521] w-full rounded bg-neutral-100 object-cover"
                />
                <span className="mt-2 block font-semibold group-hover:underline">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={<ProductScroller title={arrivalsTitle} products={undefined} loading />}>
        {/* Left out on failure; not errorElement={null}, which rethrows to the page's error boundary. */}
        <Await resolve={loaderData.arrivals} errorElement={<></>}>
          {(arrivals) => <ProductScroller title={arrivalsTitle} products={arrivals} eagerCount={2} />}
        </Await>
      </Suspense>
      <ProductRecommendations
        title={<FormattedMessage id="home.recommended" defaultMessage="Recommended for You" />}
        recs={loaderData.recommended.recs}
        siteId={loaderData.recommended.siteId}
        clientId={loaderData.recommended.clientId}
      />
    </div>
  );
}
