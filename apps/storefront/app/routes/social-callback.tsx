import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/social-callback';

/** The identity provider returns here; without a sign-in to complete, the shopper signs in again. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/login');
}

export default function SocialCallback() {
  return null;
}
