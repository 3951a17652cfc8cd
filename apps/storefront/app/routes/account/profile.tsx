import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { PasswordChangeForm } from '~/components/account/password-change-form';
import { ProfileForm } from '~/components/account/profile-form';
import { loadProfile, profileAction } from '~/lib/account.server';
import { logout } from '~/lib/auth.server';
import { localizedRedirect } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { customer: await loadProfile(request, context) };
}

/** Log out, the profile form and the password change all post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = Object.fromEntries(await request.formData());
  if (values.intent === 'logout') {
    await logout(context);
    return localizedRedirect(request, '/');
  }
  return profileAction(request, context, values);
}

export const meta = () => [{ title: pageTitle('Account Details') }, { name: 'robots', content: 'noindex' }];

/** Account Details: greeting, customer number, the profile, the password change, and Log out. */
export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="account.hello" defaultMessage="Hello, {name}!" values={{ name: customer.firstName }} />
      </h1>
      <p className="mt-2">
        <FormattedMessage
          id="account.number"
          defaultMessage="Customer number: {number}"
          values={{ number: customer.customerNo }}
        />
      </p>
      <ProfileForm customer={customer} />
      <PasswordChangeForm />
      <Form method="post" className="mt-10 border-t border-neutral-300 pt-6">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="rounded border border-ink px-5 py-2.5 font-semibold">
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </Form>
    </div>
  );
}
