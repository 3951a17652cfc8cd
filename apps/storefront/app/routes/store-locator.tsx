import { FormattedMessage } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';

export const meta = () => [{ title: pageTitle('Find a Store') }];

export default function StoreLocatorPage() {
  return (
    <SimplePage title={<FormattedMessage id="store_locator.title" defaultMessage="Find a Store" />}>
      <p>
        <FormattedMessage
          id="store_locator.coming"
          defaultMessage="Store search is on its way. Our stores are open seven days a week."
        />
      </p>
    </SimplePage>
  );
}
