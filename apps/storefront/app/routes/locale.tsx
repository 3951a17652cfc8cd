import { Outlet } from 'react-router';
import { APP_CONFIG } from '@ridgeline/config';
import { getLocaleByReference, getDefaultSite } from '~/lib/urls';
import { redirectMappedPath } from '~/lib/http/url-mapping.server';
import type { Route } from './+types/locale';

/**
 * `/:locale/…` pages exist only for the site's locales. Any other first segment is not a locale
 * but a path the catch-all never sees, because `:locale` outranks `*`: a one-segment legacy URL
 * (`/mens-clothing`, `/RL100003.html`) or a deeper one (`/mens/jackets/`). It is looked up in the
 * URL mapping like any unknown path, and is a 404 when nothing maps.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (getLocaleByReference(getDefaultSite(APP_CONFIG), params.locale)) return null;
  return redirectMappedPath(request, context.commerce);
}

export default function LocaleLayout() {
  return <Outlet />;
}
