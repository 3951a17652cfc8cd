import { isDoNotTrack } from '@ridgeline/config';
import type { Recommendations } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { consentAllows } from '../consent/consent.server';
import { siteContextFromUrl } from '../site/site';

/** The recommendation service's client id (sent as x-cq-client-id), for server calls and browser events. */
export function recsClientIdFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.RECS_CLIENT_ID ?? 'ridgeline-storefront';
}

/**
 * The engine's own do-not-track rule, applied to the shopper's page request — and, as for every
 * recommendation activity, the visitor's personalisation consent (decision 053): without it the
 * visitor's web id is neither recorded nor used.
 */
export function doNotTrack(request: Request): boolean {
  return (
    isDoNotTrack({
      dnt: request.headers.get('dnt') ?? undefined,
      gpc: request.headers.get('sec-gpc') ?? undefined,
    }) || !consentAllows(request, 'personalisation')
  );
}

/**
 * On a product page: records the view (without waiting for it), and starts the two carousels'
 * recommendations, deferred so the page never waits for them. Failures give no carousel.
 */
export function productRecommendations(
  request: Request,
  context: AppLoadContext,
  productId: string,
  query: { locale: string; currency: 'USD' | 'CAD' },
): { alsoLike: Promise<Recommendations | null>; recentlyViewed: Promise<Recommendations | null> } {
  const { site } = siteContextFromUrl(request.url);
  const cookieId = context.webId;
  const dnt = doNotTrack(request);
  const quiet = (what: string) => (error: unknown) => {
    console.error(`Recommendations: ${what} failed`, error);
    return null;
  };
  const alsoLike = context.commerce
    .getZoneRecommendations(site.id, 'product-detail-recs', {
      products: [{ id: productId }],
      ...(cookieId && !dnt ? { cookieId } : {}),
      ...query,
      limit: 10,
    })
    .catch(quiet('product-detail-recs'));
  // Recently viewed is read before this view is recorded, so the product itself is not in it.
  const recentlyViewed =
    cookieId && !dnt
      ? context.commerce
          .getZoneRecommendations(site.id, 'pdp-recently-viewed', {
            products: [{ id: productId }],
            cookieId,
            ...query,
            limit: 10,
          })
          .catch(quiet('pdp-recently-viewed'))
      : Promise.resolve(null);
  if (cookieId) {
    void recentlyViewed.finally(() =>
      context.commerce
        .recordActivity(site.id, 'viewProduct', { cookieId, products: [{ id: productId }] }, { doNotTrack: dnt })
        .catch(quiet('viewProduct')),
    );
  }
  return { alsoLike, recentlyViewed };
}

/**
 * On the home page: the home zone's recommendations (top sellers, then new arrivals), deferred,
 * with what the carousel needs to report views and clicks. Failures give no carousel.
 */
export function homeRecommendations(
  request: Request,
  context: AppLoadContext,
  query: { locale: string; currency: 'USD' | 'CAD' },
): { recs: Promise<Recommendations | null>; siteId: string; clientId: string } {
  const { site } = siteContextFromUrl(request.url);
  const cookieId = context.webId;
  const recs = context.commerce
    .getZoneRecommendations(site.id, 'home-recs', {
      ...(cookieId && !doNotTrack(request) ? { cookieId } : {}),
      ...query,
      limit: 10,
    })
    .catch((error: unknown) => {
      console.error('Recommendations: home-recs failed', error);
      return null;
    });
  return { recs, siteId: site.id, clientId: recsClientIdFromEnv() };
}
