import { Outlet } from 'react-router';
import { AccountNav } from '~/components/account/account-nav';
import { requireCustomer } from '~/lib/account/auth-pages.server';
import type { Route } from './+types/layout';

/** The account area needs a registered customer; guests sign in first and come back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { customer: await requireCustomer(request, context) };
}

/** Every account page: the account navigation beside the page. */
export default function AccountLayout() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-10">
      <AccountNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
