import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/passwordless-landing';

/** A sign-in link lands here; without a valid token, the shopper signs in again. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/login');
}

export default function PasswordlessLanding() {
  return null;
}
