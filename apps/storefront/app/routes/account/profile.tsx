import { FormattedMessage } from 'react-intl';
import { Form, redirect, useRouteLoaderData } from 'react-router';
import { logout } from '~/lib/auth.server';
import { localizedRedirect } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import type { Route } from './+types/profile';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'logout') return redirect(new URL(request.url).pathname);
  await logout(context);
  return localizedRedirect(request, '/');
}

export const meta = () => [{ title: pageTitle('Account Details') }, { name: 'robots', content: 'noindex' }];

type AccountData = { customer: { firstName: string; customerNo: string } };

/** The account home: greeting, customer number, and Log out (spec 1 §2 account drawer links). */
export default function AccountProfile() {
  const data = useRouteLoaderData('account') as AccountData | undefined;
  const locale = useRouteLoaderData('locale/account') as AccountData | undefined;
  const customer = (data ?? locale)?.customer;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        <FormattedMessage
          id="account.hello"
          defaultMessage="Hello, {name}!"
          values={{ name: customer?.firstName ?? '' }}
        />
      </h1>
      <p className="mt-2">
        <FormattedMessage
          id="account.number"
          defaultMessage="Customer number: {number}"
          values={{ number: customer?.customerNo ?? '' }}
        />
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="rounded border border-ink px-5 py-2.5 font-semibold">
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </Form>
    </div>
  );
}
