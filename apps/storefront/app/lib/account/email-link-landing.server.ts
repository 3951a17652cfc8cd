import { CommerceApiError, type PasswordlessLoginResult } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { afterSignIn, type AuthActionResult } from './auth.server';
import { PasswordlessConfirmForm } from '../forms/recovery';
import { emailLinkStatus } from './recovery.server';
import { safeRedirectTarget } from '../urls';
import { readForm } from '../http/read-form.server';

/**
 * The landing pages of e-mailed links (decision 021). A GET only looks (mail scanners and link
 * prefetchers fetch links too, and must not use them up): the page shows the link's state and a
 * form; only its POST uses the link.
 */
export async function emailLinkLandingLoader(
  request: Request,
  context: AppLoadContext,
  purpose: 'password_reset' | 'passwordless_login',
) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, status: await emailLinkStatus(context, purpose, token) };
}

/** Link pages carry a secret in their address: it must not leak to other sites as a Referer. */
export const emailLinkLandingHeaders = () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });

/**
 * The passwordless landing's POST: uses the link and signs in the way a password login does
 * (`afterSignIn`: the new token in the httpOnly cookie, the guest bag merged by the engine, the
 * coupons synced), then answers the same-origin page chosen when the link was asked for.
 */
export async function passwordlessLandingAction(request: Request, context: AppLoadContext): Promise<AuthActionResult> {
  const intent = 'passwordless-login';
  const form = PasswordlessConfirmForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return { ok: false, intent, fieldErrors: {}, formError: 'invalidToken' };
  const client = context.shopper.token ? await context.shopper.client() : context.shopper.anonymousClient();
  let result: PasswordlessLoginResult;
  try {
    result = await client.passwordlessLogin({ token: form.data.token });
  } catch (error) {
    if (error instanceof CommerceApiError && error.code === 'invalid_token') {
      return { ok: false, intent, fieldErrors: {}, formError: 'invalidToken' };
    }
    context.logger.warn({ msg: 'Passwordless sign-in failed', error: String(error) });
    return { ok: false, intent, fieldErrors: {}, formError: 'somethingWrong' };
  }
  await afterSignIn(context, request, result);
  return {
    ok: true,
    intent,
    firstName: result.customer.firstName,
    redirectTo: safeRedirectTarget(result.redirectUrl),
  };
}
