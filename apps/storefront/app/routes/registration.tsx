import { FormattedMessage } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';

export const meta = () => [{ title: pageTitle('Create An Account') }];

export default function RegistrationPage() {
  return (
    <SimplePage title={<FormattedMessage id="registration.title" defaultMessage="Create An Account" />}>
      <p>
        <FormattedMessage
          id="accounts.coming"
          defaultMessage="Customer accounts are not open yet. You can shop as a guest in the meantime."
        />
      </p>
    </SimplePage>
  );
}
