import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pushDataLayer } from './data-layer';
import { useActivity } from './recs-events';

/**
 * Every page's view for the data layer and, on content pages, the recommendation service (spec 1
 * §4 "Page load and route change trigger … analytics events", spec 2 §7, decision 053). Each waits
 * for its consent. In the shell: keep it small (the checkout's events are in checkout-events.ts).
 */

/** Query parameters an address keeps in analytics (the search, the campaign); anything else is dropped. */
const KEPT_PARAMS = /^(q|utm_\w+)$/;

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

/** Content pages (home, /t/…, /pfg/…: routes.ts's ids) also send the viewPage activity. */
const CONTENT_ROUTE = /^(?:locale\/)?(?:home|home-alias|content(?:-path|-pfg|-disney|-omni-max)?)$/;

/** A page view on the first load and on every route change (not on a change of the hash alone). */
export function usePageViews() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const routeId = matches.at(-1)?.id;
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
    if (routeId && CONTENT_ROUTE.test(routeId)) send('viewPage', {});
    // One view per address: a revalidation of the same page is not a new view.
  }, [pathname, search]);
}
