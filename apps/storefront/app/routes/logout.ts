import { logout } from '~/lib/account/auth.server';
import { localizedRedirect } from '~/lib/http/loader-helpers.server';
import type { Route } from './+types/logout';

/** Log out (spec 1 §4): the engine revokes the session, the cookie is dropped, the shopper goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  await logout(context);
  return localizedRedirect(request, '/');
}

/** Nothing to show: a visit by address goes home, signed in or not. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/');
}
