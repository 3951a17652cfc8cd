import type { Recommendations } from '@ridgeline/sdk';
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { flagRecoClick, sendRecoActivity } from '~/lib/personalisation/recs-events';
import { RecommendationsCarousel } from './recommendations-carousel';

/**
 * A recommendation carousel fed by a deferred zone answer: placeholders while it loads, nothing
 * when it fails or is empty; one view event when it first scrolls into view, a click event per click.
 */
export function ProductRecommendations({
  title,
  recs,
  siteId,
  clientId,
}: {
  title: ReactNode;
  recs: Promise<Recommendations | null>;
  siteId: string;
  clientId: string;
}) {
  return (
    <Suspense fallback={<RecommendationsCarousel title={title} products={undefined} />}>
      {/* Left out on failure; not errorElement={<></>}, which rethrows to the page's error boundary. */}
      <Await resolve={recs} errorElement={<></>}>
        {(answer) =>
          answer && answer.recs.length > 0 ? (
            <RecommendationsCarousel
              title={title}
              products={answer.recs}
              onView={() =>
                sendRecoActivity(siteId, clientId, 'viewReco', {
                  recommenderName: answer.recommenderName,
                  recoUUID: answer.recoUUID,
                  products: answer.recs.map((r) => ({ id: r.productId })),
                })
              }
              onProductClick={(product) => {
                flagRecoClick();
                sendRecoActivity(siteId, clientId, 'clickReco', {
                  recommenderName: answer.recommenderName,
                  recoUUID: answer.recoUUID,
                  products: [{ id: product.productId }],
                });
              }}
            />
          ) : null
        }
      </Await>
    </Suspense>
  );
}
