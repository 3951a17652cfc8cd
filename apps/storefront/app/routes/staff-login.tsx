import { data, redirect } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { StaffSignedIn, StaffSignInForm } from '~/components/staff/staff-sign-in-form';
import { metaTitle } from '~/lib/seo/meta';
import { localizedPath, NEXT_PARAM, staffNextPath } from '~/lib/staff/next-path';
import { staffSignInAction } from '~/lib/staff/staff-sign-in.server';
import { staffSession } from '~/lib/staff/staff-session.server';
import type { Route } from './+types/staff-login';

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * Staff sign-in (decision 047): the form, or who is signed in. Signed in already with a `next`
 * path, staff go straight there. Staff pages are theirs alone: never stored, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const home = localizedPath(request, '/');
  const asked = new URL(request.url).searchParams.get(NEXT_PARAM);
  // Only a path of this shop is kept: anything else is dropped, and home is where staff go.
  const next = staffNextPath(asked, '') || null;
  const staff = await staffSession(request, context);
  if (staff && asked !== null) throw redirect(next ?? home, { headers: NO_STORE });
  return data({ staff: staff ?? null, next, home }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  return staffSignInAction(request, context);
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'staff.login.title', defaultMessage: 'Staff sign-in' }) },
  { name: 'robots', content: 'noindex' },
];

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title" className="text-2xl font-bold">
        <FormattedMessage id="staff.login.title" defaultMessage="Staff sign-in" />
      </h1>
      {loaderData.staff ? (
        <StaffSignedIn email={loaderData.staff.email} role={loaderData.staff.role} home={loaderData.home} />
      ) : (
        <>
          <p className="mt-2 text-neutral-700">
            <FormattedMessage
              id="staff.login.intro"
              defaultMessage="For the shop's content team: sign in to preview content."
            />
          </p>
          <StaffSignInForm next={loaderData.next} refusal={actionData} />
        </>
      )}
    </section>
  );
}
