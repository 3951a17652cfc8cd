import { FormattedMessage } from 'react-intl';
import { AddressBook } from '~/components/account/address-book';
import { addressesAction, loadAddresses } from '~/lib/account/account.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/addresses';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAddresses(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressesAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'addresses.title', defaultMessage: 'Addresses' }) },
  { name: 'robots', content: 'noindex' },
];

/** `/account/addresses`: the customer's address book. */
export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="addresses.title" defaultMessage="Addresses" />
      </h1>
      <AddressBook addresses={loaderData.addresses} />
    </div>
  );
}
