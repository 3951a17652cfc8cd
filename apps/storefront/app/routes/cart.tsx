import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';
import { useLocalizedPath } from '~/lib/site';

export const meta = () => [{ title: pageTitle('Cart') }];

export default function CartPage() {
  const to = useLocalizedPath();
  return (
    <SimplePage title={<FormattedMessage id="cart.empty.title" defaultMessage="Your bag is empty" />}>
      <p>
        <FormattedMessage id="cart.empty.body" defaultMessage="Items you add to your bag will show here." />
      </p>
      <Link to={to('/')} className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="cart.continue_shopping" defaultMessage="Continue Shopping" />
      </Link>
    </SimplePage>
  );
}
