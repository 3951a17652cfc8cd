import { data, Outlet } from 'react-router';
import { APP_CONFIG } from '@ridgeline/config';
import { getLocaleByReference, getDefaultSite } from '~/lib/urls';
import type { Route } from './+types/locale';

/** `/:locale/…` pages exist only for the site's locales; anything else is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!getLocaleByReference(getDefaultSite(APP_CONFIG), params.locale)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
