import { APP_CONFIG, type FeatureFlags } from '@ridgeline/config';
import type { ComponentProps } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import { legacyAreaUrl, type LegacyArea } from '~/lib/urls';

type RootData = { features?: FeatureFlags } | undefined;

/**
 * A link to the bag or checkout (spec 1 §2): in-app while the area's flag is on, otherwise a plain
 * link, so a full page load, to the legacy storefront's equivalent. The flags come from the root
 * loader; without its data (an error page) the configured defaults apply, and the route's own
 * loader still hands the shopper over if the flag is off.
 */
export function ShopAreaLink({ area, ...props }: Omit<ComponentProps<'a'>, 'href'> & { area: LegacyArea }) {
  const features = (useRouteLoaderData('root') as RootData)?.features ?? APP_CONFIG.features;
  const { site, locale } = useSiteContext();
  const to = useLocalizedPath();
  if (features[area]) return <Link to={to(`/${area}`)} {...props} />;
  return <a href={legacyAreaUrl(APP_CONFIG, area, { site, locale })} {...props} />;
}
