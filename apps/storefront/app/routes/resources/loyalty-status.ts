import { localeConfig } from '~/lib/i18n/format';
import { loyaltyStatusFor } from '~/lib/loyalty/loyalty.server';
import type { Route } from './+types/loyalty-status';

/**
 * GET /loyalty-status?locale=: the signed-in customer's loyalty status for the tracker (spec 1 §7),
 * from the engine with the shopper's session. Cached 5 minutes by this browser only (spec 1 §9);
 * a guest gets 403 and the tracker shows nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeConfig(new URL(request.url).searchParams.get('locale') ?? '');
  if (!locale) {
    return Response.json(
      { error: { code: 'invalid_input', message: 'locale must be a locale of the shop, e.g. en-US.' } },
      { status: 400 },
    );
  }
  const result = await loyaltyStatusFor(context, { locale: locale.id, currency: locale.preferredCurrency });
  if (!result.ok) {
    return Response.json(
      { error: { code: result.status === 403 ? 'not_registered' : 'unavailable', message: result.message } },
      { status: result.status, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  return Response.json(result.status, { headers: { 'cache-control': 'private, max-age=300', vary: 'Cookie' } });
}
