import { legacyPasswordResetAction } from '~/lib/account/legacy-password-reset.server';
import type { Route } from './+types/legacy-password-reset';

/** Only POST: a GET changes nothing and is not this endpoint's. */
export function loader() {
  return Response.json({ success: false, error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return legacyPasswordResetAction(request, params, context);
}
