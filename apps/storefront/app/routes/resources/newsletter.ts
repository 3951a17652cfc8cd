import { newsletterAction } from '~/lib/newsletter/newsletter.server';
import type { Route } from './+types/newsletter';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * POST /newsletter signs an address up (spec 3 §4.4 step 1), PATCH /newsletter sends the detail
 * update; both answer JSON in the engine's words. Same-origin only, like every write of the shop.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST' && request.method !== 'PATCH') {
    return Response.json(
      { success: false, msg: 'Use POST or PATCH.' },
      { status: 405, headers: { ...PRIVATE, allow: 'POST, PATCH' } },
    );
  }
  const { status, body } = await newsletterAction(request, context);
  return Response.json(body, { status, headers: PRIVATE });
}

/** A GET has nothing to show: the sign-up lives in the footer. */
export function loader() {
  return Response.json(
    { success: false, msg: 'Use POST or PATCH.' },
    { status: 405, headers: { ...PRIVATE, allow: 'POST, PATCH' } },
  );
}
