import { APP_CONFIG } from '@ridgeline/config';
import { CommerceApiError } from '@ridgeline/sdk';
import { redirect, type AppLoadContext } from 'react-router';
import { afterSignIn } from './auth.server';
import { SocialCallbackForm, SocialStartForm, SOCIAL_PROVIDERS, type SocialError } from '../forms/social';
import { publicOrigin } from '../http/origin.server';
import { SOCIAL_CALLBACK_PATH } from '../urls/paths';
import { siteContextFromUrl } from '../site/site';
import { buildPathWithUrlConfig, safeRedirectTarget } from '../urls';
import { readForm } from '../http/read-form.server';

/** What the callback page gets from the provider's answer (query, or Apple's form post turned into one). */
export type SocialCallbackData =
  | { outcome: 'complete'; code: string; state: string; user?: string }
  | { outcome: 'cancelled' }
  | { outcome: 'failed' };

/** What the callback page's action answers: where to go next, and the welcome when signed in. */
export type SocialCallbackResult =
  { ok: true; to: string; firstName: string; isNew: boolean } | { ok: false; to: string };

/** A path of the shop in the locale of `from` (a same-origin path the shopper was on). */
function localizedPath(request: Request, path: string, from?: string) {
  const { site, locale } = siteContextFromUrl(new URL(safeRedirectTarget(from, '/'), request.url).href);
  return buildPathWithUrlConfig(APP_CONFIG, path, { site, locale });
}

/** The login page showing a social sign-in failure as its global form error (spec 1 §8). */
function loginWithError(request: Request, error: SocialError | undefined, from?: string) {
  const login = localizedPath(request, '/login', from);
  return error ? `${login}?socialError=${error}` : login;
}

/** The engine's refusal as the login page shows it: unavailable (spec 1 §8), unverified e-mail, or generic. */
function socialErrorOf(error: CommerceApiError): SocialError {
  if (error.code === 'feature_unavailable') return 'unavailable';
  if (error.code === 'email_not_verified') return 'unverified';
  return 'failed';
}

/** The redirect URI registered with the providers: the shop's public origin and the configured callback path. */
export function socialRedirectUri(request: Request): string {
  return publicOrigin(request) + SOCIAL_CALLBACK_PATH;
}

/**
 * "Continue with Apple / Google" (spec 1 §4 Social login): the engine starts the flow for the
 * shopper's session (a guest one is started when there is none) and the browser goes to the
 * provider. Failures come back to the login page as its form error.
 */
export async function startSocialAction(request: Request, context: AppLoadContext) {
  const values = Object.fromEntries(await readForm(request));
  const from = typeof values.from === 'string' ? values.from : undefined;
  const form = SocialStartForm.safeParse(values);
  if (!form.success) {
    if (!(SOCIAL_PROVIDERS as readonly unknown[]).includes(values.provider)) {
      // Spec 1 §8: an unknown identity provider is logged as an error.
      context.logger.error({ msg: 'Unknown identity provider', provider: String(values.provider ?? '').slice(0, 50) });
    }
    return redirect(loginWithError(request, 'failed', from));
  }
  const start = async () =>
    (await context.shopper.client()).startSocialLogin({
      hint: form.data.provider,
      redirectUri: socialRedirectUri(request),
    });
  try {
    let started;
    try {
      started = await start();
    } catch (error) {
      // A session that has ended (revoked, expired): start again with a new guest session.
      if (!(error instanceof CommerceApiError && error.status === 401)) throw error;
      context.shopper.reset();
      started = await start();
    }
    return redirect(started.authorizationUrl);
  } catch (error) {
    if (!(error instanceof CommerceApiError)) throw error;
    context.logger.warn({ msg: 'Social sign-in could not start', code: error.code, error: error.message });
    return redirect(loginWithError(request, socialErrorOf(error), from));
  }
}

/** The provider's answer on the callback page: a code and state to complete, a cancellation or an error. */
export function socialCallbackData(request: Request, context: AppLoadContext): SocialCallbackData {
  const query = new URL(request.url).searchParams;
  const error = query.get('error');
  if (error) {
    // The shopper said no at the provider: back to the login page without an error.
    if (error === 'access_denied' || error === 'user_cancelled_authorize') return { outcome: 'cancelled' };
    context.logger.warn({ msg: 'Identity provider answered an error', error: error.slice(0, 100) });
    return { outcome: 'failed' };
  }
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return { outcome: 'cancelled' };
  const user = query.get('user');
  return { outcome: 'complete', code, state, ...(user ? { user } : {}) };
}

/** Apple's `user` form field (JSON, on the first sign-in only): the name for a new customer. */
function appleName(user: string | undefined): { firstName?: string; lastName?: string } | undefined {
  if (!user) return undefined;
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : undefined);
    const firstName = text(name?.firstName);
    const lastName = text(name?.lastName);
    return firstName || lastName
      ? { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The social callback page's own POST (same-origin; Apple's cross-site form post never gets here,
 * server/same-origin.ts turns it into a GET of the page): completes the sign-in like a password
 * login (new token in the cookie, bag merged, coupons synced) and answers where to go — the
 * return-to page kept in session storage (same-origin only) or the account — or the login page
 * with the error.
 */
export async function socialCallbackAction(request: Request, context: AppLoadContext): Promise<SocialCallbackResult> {
  const values = Object.fromEntries(await readForm(request));
  const returnTo = typeof values.returnTo === 'string' ? values.returnTo : undefined;
  const fail = (error: SocialError | undefined): SocialCallbackResult => ({
    ok: false,
    to: loginWithError(request, error, returnTo),
  });
  if (values.intent === 'cancelled') return fail(undefined);
  const form = SocialCallbackForm.safeParse(values);
  // No session cookie: this browser did not start the sign-in, so there is nothing to complete.
  if (!form.success || !context.shopper.token) return fail('failed');
  const to = safeRedirectTarget(returnTo, localizedPath(request, '/account', returnTo));
  const page = new Request(new URL(to, request.url));
  const { locale } = siteContextFromUrl(page.url);
  try {
    const user = appleName(form.data.user);
    const result = await (
      await context.shopper.client()
    ).completeSocialLogin(locale.id, { code: form.data.code, state: form.data.state, ...(user ? { user } : {}) });
    await afterSignIn(context, page, result);
    return { ok: true, to, firstName: result.customer.firstName, isNew: result.isNew };
  } catch (error) {
    if (!(error instanceof CommerceApiError)) throw error;
    context.logger.warn({ msg: 'Social sign-in failed', code: error.code, error: error.message });
    return fail(socialErrorOf(error));
  }
}
