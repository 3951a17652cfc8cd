import { AuthFlow } from '~/components/account/auth-flow';
import { signInPageLoader } from '~/lib/account/auth-pages.server';
import { authAction } from '~/lib/account/auth.server';
import { EmailStepForm } from '~/lib/forms/login';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/registration';

/** /registration?email=…: the registration form for that e-mail, or the e-mail step first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { returnTo } = await signInPageLoader(request, context);
  const email = new URL(request.url).searchParams.get('email') ?? '';
  return { returnTo, email: EmailStepForm.safeParse({ intent: 'precheck', email }).success ? email.trim() : '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'register.title', defaultMessage: 'Create An Account' }) },
  { name: 'robots', content: 'noindex' },
];

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthFlow
        initialView={loaderData.email ? 'register' : 'email'}
        initialEmail={loaderData.email}
        returnTo={loaderData.returnTo}
      />
    </div>
  );
}
