import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/reset-password-landing';

/** A reset link lands here; without a valid token there is nothing to reset, so it asks for a new link. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/reset-password');
}

export default function ResetPasswordLanding() {
  return null;
}
