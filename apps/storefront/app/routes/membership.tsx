import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';
import { useLocalizedPath } from '~/lib/site';

export const meta = () => [{ title: pageTitle('Rewards Membership') }];

export default function MembershipPage() {
  const to = useLocalizedPath();
  return (
    <SimplePage title={<FormattedMessage id="membership.title" defaultMessage="Rewards Membership" />}>
      <p>
        <FormattedMessage id="footer.loyalty" defaultMessage="Members get free shipping and rewards for shopping." />
      </p>
      <ul className="list-disc pl-5">
        <li>
          <FormattedMessage id="membership.shipping" defaultMessage="Free shipping on every order" />
        </li>
        <li>
          <FormattedMessage id="membership.points" defaultMessage="Points on every purchase, turned into rewards" />
        </li>
        <li>
          <FormattedMessage id="membership.offers" defaultMessage="Member-only offers and early access" />
        </li>
      </ul>
      <Link to={to('/registration')} className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="membership.join" defaultMessage="Join For Free" />
      </Link>
    </SimplePage>
  );
}
