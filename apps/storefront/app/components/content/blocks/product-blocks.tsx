import type {
  ProductCarousel as ProductCarouselFields,
  ProductRecommendations as ProductRecommendationsFields,
} from '@ridgeline/sdk';
import type { TileProduct, TileRecommendations } from '~/lib/listing/tile-product';
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { ProductScroller } from '../../carousel/product-scroller';
import { RECOMMENDATION_MAX_SLIDES, RecommendationsCarousel } from '../../carousel/recommendations-carousel';
import { flagRecoClick, sendRecoActivity } from '~/lib/personalisation/recs-events';
import { ContentLink } from '../content-link';
import { useContentEnvironment, type BlockProducts } from '../content-environment';
import type { Delivered } from './delivered';

/** Spec 3 §9: a product carousel shows up to 10 slides. */
export const PRODUCT_CAROUSEL_MAX_SLIDES = 10;

/**
 * The block's products from the route's loader, once they are there: `waiting` shows the
 * carousel's skeletons while a promise is pending; nothing is shown for no products or a failure.
 */
function WithProducts({
  products,
  waiting,
  children,
}: {
  products: BlockProducts | undefined;
  waiting: ReactNode;
  children: (products: TileProduct[], answer?: TileRecommendations) => ReactNode;
}) {
  const show = (found: TileProduct[] | TileRecommendations | null) => {
    if (!found) return null;
    const list = Array.isArray(found) ? found : found.recs;
    return list.length > 0 ? children(list, Array.isArray(found) ? undefined : found) : null;
  };
  if (!products) return null;
  if (!('then' in products)) return show(products);
  return (
    <Suspense fallback={waiting}>
      {/* Left out on failure; not errorElement={<></>}, which rethrows to the page's error boundary. */}
      <Await resolve={products} errorElement={<></>}>
        {show}
      </Await>
    </Suspense>
  );
}

/** Product carousel for a category: its first products (10 at most), four skeletons while they load, a "shop all" link. */
export function ProductCarousel({ block }: { block: Delivered<ProductCarouselFields> }) {
  const { products } = useContentEnvironment();
  const title = block.headline || block._meta.name;
  const max = Math.min(block.maxSlides ?? PRODUCT_CAROUSEL_MAX_SLIDES, PRODUCT_CAROUSEL_MAX_SLIDES);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4">
      <WithProducts
        products={products?.[block._meta.deliveryId ?? '']}
        waiting={<ProductScroller title={title} products={undefined} loading />}
      >
        {(found) => (
          <>
            <ProductScroller title={title} products={found.slice(0, max)} />
            {block.linkText && block.link ? (
              <p className="-mt-8 mb-12 text-right">
                <ContentLink link={block.link} className="font-semibold underline underline-offset-4">
                  {block.linkText}
                </ContentLink>
              </p>
            ) : null}
          </>
        )}
      </WithProducts>
    </div>
  );
}

/** Whether a recommendations block names product ids and category ids at once (spec 3 §5: refused). */
export function asksForBothIdKinds(block: Partial<ProductRecommendationsFields>): boolean {
  return Boolean(block.einsteinRecommenderProductIds?.length && block.einsteinRecommenderCategoryIds?.length);
}

/**
 * Product recommendations carousel (spec 3 §3.8): the recommender's products for the block's
 * product ids or category ids, found by the route's loader. Both kinds at once is logged and
 * renders nothing (spec 3 §5).
 */
export function ProductRecommendations({ block }: { block: Delivered<ProductRecommendationsFields> }) {
  const { products, recommendationEvents: events } = useContentEnvironment();
  if (asksForBothIdKinds(block)) {
    console.error(
      `Content block ${block._meta.deliveryId ?? block._meta.name}: product recommendations give both product ids and category ids; nothing is rendered.`,
    );
    return null;
  }
  const title = block.sectionHeader || block._meta.name;
  return (
    <div className="mx-auto max-w-[97.5rem] px-4">
      <WithProducts
        products={products?.[block._meta.deliveryId ?? '']}
        waiting={<RecommendationsCarousel title={title} products={undefined} />}
      >
        {(found, answer) => {
          const slides = found.slice(0, RECOMMENDATION_MAX_SLIDES);
          const send = (activity: 'viewReco' | 'clickReco', shown: { productId: string }[]) =>
            events && answer
              ? sendRecoActivity(events.siteId, events.clientId, activity, {
                  recommenderName: answer.recommenderName,
                  recoUUID: answer.recoUUID,
                  products: shown.map((p) => ({ id: p.productId })),
                })
              : undefined;
          return (
            <RecommendationsCarousel
              title={title}
              products={slides}
              onView={events && answer ? () => send('viewReco', slides) : undefined}
              onProductClick={(product) => {
                flagRecoClick();
                send('clickReco', [product]);
              }}
            />
          );
        }}
      </WithProducts>
    </div>
  );
}
