import { NewPasswordLanding } from '~/components/account/email-link-landing';
import { emailLinkLandingHeaders, emailLinkLandingLoader } from '~/lib/account/email-link-landing.server';
import { metaTitle } from '~/lib/seo/meta';
import { resetPasswordAction } from '~/lib/account/recovery.server';
import type { Route } from './+types/reset-password-landing';

/** A reset link lands here (also at /reset-password-callback). The GET only looks at the link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return emailLinkLandingLoader(request, context, 'password_reset');
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export const headers = emailLinkLandingHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'reset_password.title', defaultMessage: 'Reset Password' }) },
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordLanding({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <NewPasswordLanding token={loaderData.token} valid={loaderData.status === 'valid'} />
    </div>
  );
}
