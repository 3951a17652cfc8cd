import { localizedRedirect } from '~/lib/http/loader-helpers.server';
import { startSocialAction } from '~/lib/account/social.server';
import type { Route } from './+types/social-login';

/** Nothing to show: a sign-in starts only from the buttons' POST. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/login');
}

/** "Continue with Apple / Google": on to the identity provider (spec 1 §4 Social login). */
export async function action({ request, context }: Route.ActionArgs) {
  return startSocialAction(request, context);
}
