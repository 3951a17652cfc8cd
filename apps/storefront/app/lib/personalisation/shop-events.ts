import type { Basket, Order } from '@ridgeline/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pushDataLayer } from './data-layer';
import { beginCheckoutEvent, purchaseEvent } from './ecommerce-events';
import { useActivity } from './recs-events';

/**
 * What a page tells the data layer and the recommendation service (spec 1 §4 "Page load and route
 * change trigger … analytics events", spec 2 §7, decision 053). Each waits for its consent.
 */

/** Query parameters an address may keep in analytics; anything else (tokens, codes, e-mails) is dropped. */
const KEPT_PARAMS = /^(q|sort|limit|offset|page|start|refine|color|size|icid|pfm|pfm_id|cjevent|utm_[a-z]+)$/;

/**
 * The address as analytics may see it: known harmless parameters only, and a preview link's token
 * hidden. Reset, passwordless and sign-in addresses carry secrets that must never reach a tag.
 */
export function analyticsPath(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (KEPT_PARAMS.test(key)) kept.append(key, value);
  const path = pathname.replace(/^((?:\/[a-z]{2}-[A-Z]{2})?\/preview\/)[^/]+/, '$1redacted');
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** Content pages (home, /t/…) also send the viewPage activity. */
const CONTENT_ROUTES = new Set([
  'home',
  'home-alias',
  'content',
  'content-path',
  'content-pfg',
  'content-disney',
  'content-omni-max',
]);

/** A page view on the first load and on every route change (not on a change of the hash alone). */
export function usePageViews() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const routeId = matches.at(-1)?.id.replace(/^locale\//, '');
  const send = useActivity();
  useEffect(() => {
    const path = analyticsPath(pathname, search);
    pushDataLayer({
      event: 'page_view',
      page_location: window.location.origin + path,
      page_path: path,
      page_title: document.title,
      page_language: document.documentElement.lang,
    });
    if (routeId && CONTENT_ROUTES.has(routeId)) send('viewPage', {});
    // One view per address: a revalidation of the same page is not a new view.
  }, [pathname, search]);
}

/** Checkout: begin_checkout and beginCheckout once per visit of the page, then each step as it opens. */
export function useCheckoutEvents(basket: Basket, step: string, steps: readonly string[]) {
  const send = useActivity();
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushDataLayer(beginCheckoutEvent(basket));
    send('beginCheckout', {
      products: basket.productItems.map((i) => ({ id: i.productId, price: i.basePrice, quantity: i.quantity })),
    });
    // The bag as the checkout opened.
  }, []);
  useEffect(() => {
    send('checkoutStep', { stepName: step, stepNumber: steps.indexOf(step) + 1 });
  }, [step]);
}

const PURCHASE_SENT = 'purchase-sent';

/** The purchase, once per order in this tab: reloading the confirmation page does not count it again. */
export function usePurchaseEvent(order: Order) {
  useEffect(() => {
    if (order.status !== 'placed') return;
    const key = `${PURCHASE_SENT}:${order.orderNo}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage a reload may count it again; analytics tools dedupe by transaction_id.
    }
    pushDataLayer(purchaseEvent(order));
  }, [order]);
}
