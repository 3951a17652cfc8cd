import { SocialCallbackCompletion } from '~/components/account/social-callback-completion';
import { metaTitle } from '~/lib/seo/meta';
import { socialCallbackAction, socialCallbackData } from '~/lib/account/social.server';
import type { Route } from './+types/social-callback';

/** The identity provider returns here (spec 1 §2, path from configuration): its answer, for the page to complete. */
export function loader({ request, context }: Route.LoaderArgs) {
  return socialCallbackData(request, context);
}

/** Apple's form post (turned into a GET), and the page's own completion of the sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  return socialCallbackAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'auth.login_title', defaultMessage: 'Log In' }) },
  { name: 'robots', content: 'noindex' },
];

export default function SocialCallback({ loaderData }: Route.ComponentProps) {
  return <SocialCallbackCompletion answer={loaderData} />;
}
