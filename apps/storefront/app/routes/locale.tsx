import { Outlet } from 'react-router';
import { APP_CONFIG } from '@ridgeline/config';
import { getLocaleByReference, getDefaultSite } from '~/lib/urls';
import { catchAllHeaders, catchAllLoader } from '~/lib/content/catch-all.server';
import type { Route } from './+types/locale';
import { CatchAllPage, catchAllMeta } from './content-pages/catch-all-page';

/**
 * `/:locale/…` pages exist only for the site's locales. Any other first segment is not a locale
 * but a path the catch-all never sees, because `:locale` outranks `*`: a one-segment legacy URL
 * (`/mens-clothing`, `/RL100003.html`) or a deeper one (`/mens/jackets/`). It goes through the same
 * hybrid routing as any unknown path (a redirect, its content page here, or a 404); the child
 * routes matched under it (home, the catch-all) then answer nothing of their own.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (getLocaleByReference(getDefaultSite(APP_CONFIG), params.locale)) return null;
  return catchAllLoader(request, context);
}

export const headers: Route.HeadersFunction = catchAllHeaders;

export const meta: Route.MetaFunction = (args) => catchAllMeta(args.data, args) ?? [];

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return loaderData ? <CatchAllPage data={loaderData} /> : <Outlet />;
}
