import { PasswordlessLanding } from '~/components/account/email-link-landing';
import {
  emailLinkLandingHeaders,
  emailLinkLandingLoader,
  passwordlessLandingAction,
} from '~/lib/account/email-link-landing.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/passwordless-landing';

/** A sign-in link lands here: the GET shows a confirm step, only its POST uses the link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return emailLinkLandingLoader(request, context, 'passwordless_login');
}

export async function action({ request, context }: Route.ActionArgs) {
  return passwordlessLandingAction(request, context);
}

export const headers = emailLinkLandingHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'auth.login_title', defaultMessage: 'Log In' }) },
  { name: 'robots', content: 'noindex' },
];

export default function PasswordlessLandingPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PasswordlessLanding token={loaderData.token} valid={loaderData.status === 'valid'} />
    </div>
  );
}
