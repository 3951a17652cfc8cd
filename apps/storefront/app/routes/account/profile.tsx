import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { PasswordChangeForm } from '~/components/account/password-change-form';
import { ProfileForm } from '~/components/account/profile-form';
import { loadProfile, profileAction } from '~/lib/account/account.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import { clearStoredShopperData } from '~/lib/account/stored-shopper-data';
import type { Route } from './+types/profile';
import { readForm } from '~/lib/http/read-form.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { customer: await loadProfile(request, context) };
}

/** The profile form and the password change post here; Log out posts to /logout, as in the drawer. */
export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context, Object.fromEntries(await readForm(request)));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'account_drawer.details', defaultMessage: 'Account Details' }) },
  { name: 'robots', content: 'noindex' },
];

/** Account Details: greeting, customer number, the profile, the password change, and Log out. */
export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const to = useLocalizedPath();
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
      <Form
        method="post"
        action={to('/logout')}
        onSubmit={clearStoredShopperData}
        className="mt-10 border-t border-neutral-300 pt-6"
      >
        <button type="submit" className="rounded border border-ink px-5 py-2.5 font-semibold">
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </Form>
    </div>
  );
}
