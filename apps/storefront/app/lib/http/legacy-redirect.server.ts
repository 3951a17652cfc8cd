import { APP_CONFIG, type FeatureFlags } from '@ridgeline/config';
import { redirectDocument } from 'react-router';
import { siteContextFromUrl } from '../site/site';
import { legacyAreaUrl, type LegacyArea } from '../urls';

/**
 * Spec 1 §2 "Cart and checkout routing": with an area's flag off the shopper continues on the
 * legacy storefront, in their site and locale (docs/decisions/016). Throws the 302, so a loader
 * calls it on its first line. It is a document redirect: React Router reloads the page for another
 * origin anyway, but the legacy storefront may also share this origin behind a router (that is what
 * `r=1` is for), and a client-side navigation there would land back on this route.
 */
export function legacyRedirectWhenOff(request: Request, context: { features: FeatureFlags }, area: LegacyArea): void {
  if (context.features[area]) return;
  const { site, locale } = siteContextFromUrl(request.url);
  throw redirectDocument(legacyAreaUrl(APP_CONFIG, area, { site, locale }), 302);
}
