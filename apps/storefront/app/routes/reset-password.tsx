import { FormattedMessage } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { pageTitle } from '~/lib/meta';

export const meta = () => [{ title: pageTitle('Reset Password') }];

export default function ResetPasswordPage() {
  return (
    <SimplePage title={<FormattedMessage id="reset_password.title" defaultMessage="Reset Password" />}>
      <p>
        <FormattedMessage
          id="reset_password.prompt"
          defaultMessage="Enter your email to receive instructions on how to reset your password"
        />
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
