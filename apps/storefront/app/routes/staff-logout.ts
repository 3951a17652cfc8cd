import { redirect } from 'react-router';
import { localizedPath } from '~/lib/staff/next-path';
import { staffSignOutAction } from '~/lib/staff/staff-sign-in.server';
import type { Route } from './+types/staff-logout';

/** Staff sign-out: the engine revokes the session, the cookie is dropped, staff land on the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  return staffSignOutAction(request, context);
}

/** Signing out changes something: a visit by address only goes to the sign-in page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(request, '/staff/login'), { headers: { 'cache-control': 'private, no-store' } });
}
