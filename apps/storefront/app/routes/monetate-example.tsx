import { FormattedMessage } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/monetate-example';

/** Guests belong to these groups by default (spec 1 §3). */
const DEFAULT_CUSTOMER_GROUPS = ['Unregistered', 'Everyone'];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'personalisation.title', defaultMessage: 'Personalization test page' }) },
];

/** A page for checking personalisation: shows the groups content is chosen for. */
export default function MonetateExample() {
  return (
    <SimplePage title={<FormattedMessage id="personalisation.title" defaultMessage="Personalization test page" />}>
      <p>
        <FormattedMessage
          id="personalisation.groups"
          defaultMessage="Content on this page is chosen for these customer groups:"
        />
      </p>
      <ul className="list-disc pl-5" data-testid="customer-groups">
        {DEFAULT_CUSTOMER_GROUPS.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </SimplePage>
  );
}
