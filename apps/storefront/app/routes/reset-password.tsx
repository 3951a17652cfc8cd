import { useLocation, useNavigate } from 'react-router';
import { ResetRequestForm } from '~/components/account/reset-request-form';
import { authAction } from '~/lib/account/auth.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import type { Route } from './+types/reset-password';

/** The reset request posts here (intent reset-request, recovery.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'reset_password.title', defaultMessage: 'Reset Password' }) },
  { name: 'robots', content: 'noindex' },
];

/** Spec 1 §2 "Reset password page": Back, 'Reset Password', the e-mail, and the 'Password Reset' view. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalizedPath();
  // Back returns to the page before; opened from a bookmark or a link, it goes to sign in.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(to('/login')));
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <ResetRequestForm onBack={back} onDone={() => navigate(to('/login'))} />
    </div>
  );
}
