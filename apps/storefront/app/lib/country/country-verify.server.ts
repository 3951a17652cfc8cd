import { APP_CONFIG, type LocaleConfig } from '@ridgeline/config';
import type { CountryVerification } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { readCookie } from '../http/cookies';
import { COUNTRY_COOKIE } from './country-cookie';

/** No modal: the visitor already answered, or is in no known country. */
export type NoCountryOverlay = { overlayDetails: null };

/**
 * The country selector's details for this visitor (spec 3 §7 Country verify): asked of the engine
 * only with a known visitor country and no country cookie, as the spec enables the call.
 */
export async function countryVerificationFor(
  request: Request,
  context: AppLoadContext,
  locale: LocaleConfig,
): Promise<CountryVerification | NoCountryOverlay> {
  if (readCookie(request, COUNTRY_COOKIE) !== undefined) return { overlayDetails: null };
  const visitorCountryCode = await context.visitorCountry?.();
  if (!visitorCountryCode) return { overlayDetails: null };
  const site = APP_CONFIG.sites.find((s) => s.l10n.supportedLocales.includes(locale)) ?? APP_CONFIG.sites[0]!;
  try {
    return await context.commerce.verifyCountry({
      siteId: site.id,
      locale: locale.id,
      c_visitorCountryCode: visitorCountryCode,
    });
  } catch (error) {
    // The modal is a courtesy: without the engine's answer the page goes on without it.
    context.logger.warn({ msg: 'Country verification failed', error: String(error) });
    return { overlayDetails: null };
  }
}
