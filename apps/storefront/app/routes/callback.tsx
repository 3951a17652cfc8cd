import { localizedRedirect } from '~/lib/http/loader-helpers.server';
import type { Route } from './+types/callback';

/** The login redirect (spec 1 §2 /callback): with no sign-in to complete, it goes home. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/');
}

export default function LoginCallback() {
  return null;
}
