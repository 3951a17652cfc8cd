import { recordConsent } from '~/lib/consent/record-consent.server';
import type { Route } from './+types/consent';

const PRIVATE = { 'cache-control': 'private, no-store' };

const USE_POST = () =>
  Response.json({ error: { code: 'method_not_allowed', message: 'Use POST.' } }, { status: 405, headers: PRIVATE });

export const loader = USE_POST;

/**
 * POST /consent: the visitor's consent choice, recorded in the engine with their web id and
 * session (decision 053). Same-origin only, like every write of the shop (server/same-origin.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return USE_POST();
  const { status, body } = await recordConsent(request, context);
  const headers = new Headers(PRIVATE);
  // A rate-limited visitor is told when to come back, as the engine told us.
  const retryAfter = (body.error as { details?: { retryAfterSeconds?: number } } | undefined)?.details
    ?.retryAfterSeconds;
  if (status === 429 && retryAfter) headers.set('retry-after', String(retryAfter));
  return Response.json(body, { status, headers });
}
