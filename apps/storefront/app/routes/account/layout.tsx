import { Outlet } from 'react-router';
import { requireCustomer } from '~/lib/auth-pages.server';
import type { Route } from './+types/layout';

/** The account area needs a registered customer; guests sign in first and come back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { customer: await requireCustomer(request, context) };
}

export default function AccountLayout() {
  return <Outlet />;
}
