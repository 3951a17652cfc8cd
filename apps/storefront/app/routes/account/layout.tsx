import { Outlet } from 'react-router';
import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/layout';

/**
 * The account area needs a registered customer. Until sign-in exists nobody is one,
 * so every visitor is sent to log in, as a guest always will be.
 */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/login');
}

export default function AccountLayout() {
  return <Outlet />;
}
