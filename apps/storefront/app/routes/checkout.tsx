import { localizedRedirect } from '~/lib/loader-helpers.server';
import type { Route } from './+types/checkout';

/** There is nothing to check out with an empty bag: back to the bag. */
export function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/cart');
}

export default function Checkout() {
  return null;
}
