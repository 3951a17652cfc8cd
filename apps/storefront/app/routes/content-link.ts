import { localizedRedirect } from '~/lib/http/loader-helpers.server';
import type { Route } from './+types/content-link';

/** /content/{id}, where quick search's content suggestions point (spec 2 §2): the content page is /t/{id}. */
export function loader({ request, params }: Route.LoaderArgs) {
  return localizedRedirect(request, `/t/${encodeURIComponent(params.contentId)}`, 301);
}
