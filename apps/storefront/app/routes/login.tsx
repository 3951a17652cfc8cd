import { FormattedMessage } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';

export const meta = () => [{ title: pageTitle('Log In') }];

export default function LoginPage() {
  return (
    <SimplePage title={<FormattedMessage id="login.title" defaultMessage="Log In or Join For Free" />}>
      <p>
        <FormattedMessage id="login.subtitle" defaultMessage="Members get free shipping and rewards for shopping." />
      </p>
      <p>
        <FormattedMessage
          id="accounts.coming"
          defaultMessage="Customer accounts are not open yet. You can shop as a guest in the meantime."
        />
      </p>
    </SimplePage>
  );
}
