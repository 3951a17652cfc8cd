import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/orders';

/** Not built yet (issue 5, account area): the customer lands on their account home instead of an empty page. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/account');
}

export default function AccountOrders() {
  return null;
}
