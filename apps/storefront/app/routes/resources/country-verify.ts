import { localeConfig } from '~/lib/i18n/format';
import { countryVerificationFor } from '~/lib/country/country-verify.server';
import type { Route } from './+types/country-verify';

/**
 * GET /country-verify?locale=: the country selector's details for this visitor (spec 3 §4.6, §7),
 * fetched by the page after it loads, so that pages stay the same for everyone (and cacheable).
 * Private: the answer depends on where the visitor is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeConfig(new URL(request.url).searchParams.get('locale') ?? '');
  if (!locale) {
    return Response.json(
      { error: { code: 'invalid_input', message: 'locale must be a locale of the shop, e.g. en-US.' } },
      { status: 400, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  const verification = await countryVerificationFor(request, context, locale);
  return Response.json(verification, { headers: { 'cache-control': 'private, no-store' } });
}
