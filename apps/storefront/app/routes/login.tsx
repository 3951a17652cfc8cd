import { AuthFlow } from '~/components/account/auth-flow';
import { signInPageLoader } from '~/lib/account/auth-pages.server';
import { authAction } from '~/lib/account/auth.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  return signInPageLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'auth.login_title', defaultMessage: 'Log In' }) },
  { name: 'robots', content: 'noindex' },
];

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <AuthFlow initialView="email" returnTo={loaderData.returnTo} />
    </div>
  );
}
