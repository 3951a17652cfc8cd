import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/content';

/** A content page with no content goes to the locale's fallback route (spec 3 §2.3); no content is published yet. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/');
}

export default function ContentPage() {
  return null;
}
