import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { whenConsented } from '../consent/consent-store';
import { useSiteContext } from '../site/site';

/**
 * Recommendation activities from the browser (spec 2 §4, §7): recommendation views and clicks,
 * search and category views and clicks, content page views, checkout start and steps. Sent to
 * the engine's activity endpoint with the web id; never under do-not-track (DNT or Global Privacy
 * Control), and only with the visitor's personalisation consent — waiting for a Canadian
 * visitor's answer (decision 053). Failures are logged only.
 */
export const RECO_CLICK_COOKIE = 'product-recommendation-click';

export type BrowserActivity =
  | 'viewReco'
  | 'clickReco'
  | 'viewSearch'
  | 'clickSearch'
  | 'viewCategory'
  | 'clickCategory'
  | 'viewPage'
  | 'beginCheckout'
  | 'checkoutStep';

export type ActivityFields = {
  recommenderName?: string;
  recoUUID?: string;
  products?: { id: string; price?: number; quantity?: number }[];
  categories?: { id: string }[];
  searchText?: string;
  stepName?: string;
  stepNumber?: number;
};

function webId(): string | undefined {
  return /(?:^|;\s*)webid=([^;]+)/.exec(document.cookie)?.[1];
}

export function sendActivity(siteId: string, clientId: string, activity: BrowserActivity, payload: ActivityFields) {
  // Under DNT or GPC the consent is denied: nothing waits, nothing is sent.
  whenConsented('personalisation', () => {
    const cookieId = webId();
    if (!cookieId) return;
    fetch(`/api/v3/activities/${encodeURIComponent(siteId)}/${activity}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-cq-client-id': clientId },
      body: JSON.stringify({ ...payload, cookieId }),
    }).catch((error: unknown) => console.error(`Recommendation ${activity} event failed`, error));
  });
}

export function sendRecoActivity(
  siteId: string,
  clientId: string,
  activity: 'viewReco' | 'clickReco',
  payload: { recommenderName: string; recoUUID: string; products: { id: string }[] },
) {
  sendActivity(siteId, clientId, activity, payload);
}

/** The page's site and the recommendation client id (root loader), bound: `send('viewSearch', { searchText })`. */
export function useActivity() {
  const { site } = useSiteContext();
  const clientId = (useRouteLoaderData('root') as { recsClientId?: string } | undefined)?.recsClientId;
  return useCallback(
    (activity: BrowserActivity, payload: ActivityFields) =>
      sendActivity(site.id, clientId ?? 'ridgeline-storefront', activity, payload),
    [site.id, clientId],
  );
}

/** A click on a recommended product also leaves a short-lived flag for the next page (30 minutes). */
export function flagRecoClick() {
  document.cookie = `${RECO_CLICK_COOKIE}=true; path=/; max-age=1800; SameSite=Lax`;
}
