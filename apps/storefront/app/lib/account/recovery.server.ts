import { APP_CONFIG, SIGN_IN_OPTIONS } from '@ridgeline/config';
import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import type { AuthActionResult } from './auth.server';
import { fieldErrorsOf, fieldMessageKeyFor, type FieldErrors, type FieldMessageKey } from '../forms/field-messages';
import { NewPasswordForm, PasswordlessRequestForm, ResetRequestForm } from '../forms/recovery';
import { shopperLocale } from '../http/loader-helpers.server';
import { publicOrigin } from '../http/origin.server';
import { PASSWORDLESS_LOGIN_LANDING_PATH, RESET_PASSWORD_LANDING_PATH } from '../urls/paths';
import { buildPathWithUrlConfig, safeRedirectTarget } from '../urls';
import { readForm } from '../http/read-form.server';

type Values = Record<string, FormDataEntryValue>;
type MailLocale = 'en-US' | 'en-CA' | 'fr-CA';

const refused = (intent: string, fieldErrors: FieldErrors, formError?: FieldMessageKey): AuthActionResult => ({
  ok: false,
  intent,
  fieldErrors,
  ...(formError ? { formError } : {}),
});

/** The landing page of a link, on this shop's public origin, in the shopper's site and locale. */
function landingUrl(request: Request, path: string): string {
  const { site, locale } = shopperLocale(request);
  return publicOrigin(request) + buildPathWithUrlConfig(APP_CONFIG, path, { site, locale });
}

const mailLocale = (request: Request) => shopperLocale(request).locale.id as MailLocale;

/**
 * Spec 1 §8 for link requests: the callback refused (feature_unavailable) or, for the reset, a 400
 * → 'This feature is not currently available.'; too many → the engine's limit message; anything
 * else → 'Something went wrong. Try again!'. An unknown address never gets here: the engine
 * answers it like a known one.
 */
function linkRequestError(intent: string, error: unknown, context: AppLoadContext): AuthActionResult {
  if (error instanceof CommerceApiError) {
    if (error.status === 429) return refused(intent, {}, 'tooManyAttempts');
    if (error.code === 'feature_unavailable' || (intent === 'reset-request' && error.status === 400)) {
      return refused(intent, {}, 'featureUnavailable');
    }
  }
  context.logger.warn({ msg: 'E-mail link request failed', intent, error: String(error) });
  return refused(intent, {}, 'somethingWrong');
}

export const isEmailLinkIntent = (intent: string): intent is 'reset-request' | 'passwordless' =>
  intent === 'reset-request' || intent === 'passwordless';

/**
 * The reset request (the /reset-password page, the flow's forgot-password view) and passwordless
 * "Continue Securely" / "Resend Link" (spec 1 §2, §7). Both answer the e-mail back whether or not
 * it has an account: the success views never say which.
 */
export async function emailLinkAction(
  intent: 'reset-request' | 'passwordless',
  values: Values,
  request: Request,
  context: AppLoadContext,
): Promise<AuthActionResult> {
  const engine = context.shopper.anonymousClient();
  if (intent === 'reset-request') {
    const form = ResetRequestForm.safeParse(values);
    if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
    try {
      await engine.requestPasswordReset({
        email: form.data.email,
        locale: mailLocale(request),
        callbackUri: landingUrl(request, RESET_PASSWORD_LANDING_PATH),
      });
      return { ok: true, intent, email: form.data.email };
    } catch (error) {
      return linkRequestError(intent, error, context);
    }
  }
  if (!SIGN_IN_OPTIONS.passwordless) return refused(intent, {}, 'featureUnavailable');
  const form = PasswordlessRequestForm.safeParse(values);
  if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
  try {
    await engine.requestPasswordlessLogin({
      email: form.data.email,
      locale: mailLocale(request),
      callbackUri: landingUrl(request, PASSWORDLESS_LOGIN_LANDING_PATH),
      redirectUrl: safeRedirectTarget(form.data.redirectUrl),
    });
    return { ok: true, intent, email: form.data.email };
  } catch (error) {
    return linkRequestError(intent, error, context);
  }
}

/** Whether a link still works (the landing pages ask before showing their form); unknown on an engine error. */
export async function emailLinkStatus(
  context: AppLoadContext,
  purpose: 'password_reset' | 'passwordless_login',
  token: string | null,
): Promise<'valid' | 'invalid'> {
  if (!token) return 'invalid';
  try {
    const { valid } = await context.shopper.anonymousClient().checkEmailLink({ token, purpose });
    return valid ? 'valid' : 'invalid';
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 400) return 'invalid';
    throw error;
  }
}

/**
 * The reset landing's action (spec 1 §7 "Reset password"): the new password under the registration
 * rules; a used, retired or expired link is 'Invalid token, please try again.'; any other failure
 * 'Reset Password Failed'. The engine signs every session of the customer out, this browser's
 * included (a guest session with a bag is not the customer's and stays).
 */
export async function resetPasswordAction(request: Request, context: AppLoadContext): Promise<AuthActionResult> {
  const values = Object.fromEntries(await readForm(request));
  const intent = 'reset-password';
  const form = NewPasswordForm.safeParse(values);
  if (!form.success) {
    const fieldErrors = fieldErrorsOf(form.error.issues);
    if (fieldErrors.token) return refused(intent, {}, 'invalidToken');
    return refused(intent, fieldErrors);
  }
  try {
    await context.shopper.anonymousClient().resetPassword({ token: form.data.token, newPassword: form.data.password });
  } catch (error) {
    if (error instanceof CommerceApiError) {
      if (error.code === 'invalid_token') return refused(intent, {}, 'invalidToken');
      if (error.code === 'invalid_form' && Array.isArray(error.details)) {
        const fieldErrors: FieldErrors = {};
        for (const { field, message } of error.details as { field: string; message: string }[]) {
          fieldErrors[field] ??= fieldMessageKeyFor(message) ?? message;
        }
        return refused(intent, fieldErrors);
      }
    }
    context.logger.warn({ msg: 'Password reset failed', error: String(error) });
    return refused(intent, {}, 'resetFailed');
  }
  return { ok: true, intent };
}
