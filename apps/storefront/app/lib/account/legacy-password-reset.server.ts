import { APP_CONFIG } from '@ridgeline/config';
import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { fieldMessages } from '../forms/field-messages';
import { ResetRequestEmail } from '../forms/recovery';
import { publicOrigin } from '../http/origin.server';
import { RESET_PASSWORD_LANDING_PATH } from '../urls/paths';
import { buildPathWithUrlConfig } from '../urls';
import { readForm } from '../http/read-form.server';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** `Sites-{siteId}-Site` and `en_US`, as the legacy platform writes them, to this shop's site and locale. */
export function legacySiteAndLocale(sitesSegment: string | undefined, localeSegment: string | undefined) {
  const siteId = /^Sites-(.+)-Site$/.exec(sitesSegment ?? '')?.[1];
  const site = APP_CONFIG.sites.find((s) => s.id === siteId);
  const localeId = (localeSegment ?? '').replace(/_/g, '-');
  const locale = site?.l10n.supportedLocales.find((l) => l.id === localeId);
  return site && locale ? { site, locale } : undefined;
}

/**
 * The legacy reset dialog endpoint of spec 1 §7 (`POST …/Account-PasswordResetDialogForm?mobile=true`,
 * form field `loginEmail`, answer read for `success`), served by this storefront on its own origin:
 * the same reset request as /reset-password — the same engine limits per address and per IP, the
 * same answer for known and unknown addresses, the e-mail in the path's locale. Other sites or
 * locales are 404, like an unknown endpoint.
 */
export async function legacyPasswordResetAction(
  request: Request,
  params: { sitesSegment?: string; localeSegment?: string },
  context: AppLoadContext,
): Promise<Response> {
  const target = legacySiteAndLocale(params.sitesSegment, params.localeSegment);
  if (!target) return json({ success: false, error: 'Not found.' }, 404);
  // A body that is no form is answered like an empty address, in this legacy endpoint's own JSON.
  const form = await readForm(request).catch(() => undefined);
  const email = ResetRequestEmail.safeParse(form?.get('loginEmail') ?? '');
  if (!email.success) {
    return json({ success: false, fields: { loginEmail: fieldMessages.emailInvalid.defaultMessage } }, 400);
  }
  try {
    await context.shopper.anonymousClient().requestPasswordReset({
      email: email.data,
      locale: target.locale.id as 'en-US' | 'en-CA' | 'fr-CA',
      callbackUri: publicOrigin(request) + buildPathWithUrlConfig(APP_CONFIG, RESET_PASSWORD_LANDING_PATH, target),
    });
    return json({ success: true });
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 429) {
      const wait = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      return json({ success: false, error: error.message }, 429, wait ? { 'Retry-After': String(wait) } : {});
    }
    if (error instanceof CommerceApiError && error.code === 'feature_unavailable') {
      return json({ success: false, error: fieldMessages.featureUnavailable.defaultMessage }, 503);
    }
    context.logger.warn({ msg: 'Legacy password reset failed', error: String(error) });
    return json({ success: false, error: fieldMessages.somethingWrong.defaultMessage }, 502);
  }
}
