import { APP_CONFIG } from '@ridgeline/config';
import { data } from 'react-router';
import { NotFound } from '~/components/layout/not-found';
import { metaTitle } from '~/lib/seo/meta';
import { getDefaultSite, getLocaleByReference } from '~/lib/urls';
import { redirectMappedPath } from '~/lib/http/url-mapping.server';
import type { Route } from './+types/not-found';

/**
 * Every path no page route claims (`*`): a legacy or otherwise mapped URL redirects to where it
 * lives now, anything else is the not-found page with 404 (docs/decisions/011-url-mapping.md).
 * /page-not-found itself is only shown, and under an unknown locale the locale layout does the
 * lookup, so it is not made twice.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const mapped = '*' in params && (!params.locale || getLocaleByReference(getDefaultSite(APP_CONFIG), params.locale));
  if (!mapped) throw data(null, { status: 404 });
  return redirectMappedPath(request, context.commerce);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'not_found.page_title', defaultMessage: 'Page not found' }) },
];

export default function NotFoundPage() {
  return <NotFound />;
}
