import { CommerceApiError, type AuthResult, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { fieldErrorsOf, fieldMessageKeyFor, type FieldErrors } from '../forms/field-messages';
import { EmailStepForm, passwordStepForm } from '../forms/login';
import { registrationForm, registrationPayload } from '../forms/registration';
import { shopperLocale } from '../http/loader-helpers.server';
import { emailLinkAction, isEmailLinkIntent } from './recovery.server';
import { syncShopperContextCoupons } from '../bag/shopper-context.server';
import { readForm } from '../http/read-form.server';

export type AuthView = 'email' | 'password' | 'register' | 'forgot-password' | 'check-email';

export type AuthActionResult =
  | { ok: true; intent: 'precheck'; view: 'password' | 'register'; email: string; updatePostalCode: boolean }
  | { ok: true; intent: 'login' | 'register'; firstName: string; isNew: boolean }
  // Password reset and passwordless sign-in (decision 021, recovery.server.ts).
  | { ok: true; intent: 'reset-request' | 'passwordless'; email: string }
  | { ok: true; intent: 'reset-password' }
  | { ok: true; intent: 'passwordless-login'; firstName: string; redirectTo: string }
  | { ok: false; intent: string; fieldErrors: FieldErrors; formError?: string };

/** A refused login (spec 1 §8): a message key, shown translated as a closable alert. */
export const INVALID_LOGIN = 'invalidLogin';

const refused = (intent: string, fieldErrors: FieldErrors, formError?: string): AuthActionResult => ({
  ok: false,
  intent,
  fieldErrors,
  ...(formError ? { formError } : {}),
});

/** The client to sign in with: the shopper's guest session when there is one (its bag is merged), else none. */
async function signInClient(context: AppLoadContext): Promise<CommerceClient> {
  return context.shopper.token ? context.shopper.client() : context.shopper.anonymousClient();
}

/**
 * After any sign-in or registration (spec 1 §4), whatever the way in: the new token in the
 * cookie; the post-auth call (it makes the wishlist when missing); the postal code the login form
 * asked for saved as `c_postalCode`; the bag's coupons into the shopper context. The guest bag was
 * merged by the engine as part of the sign-in. None of these follow-ups can undo the sign-in: a
 * failure is logged (the first heart makes the wishlist too; the profile asks for the postal code).
 */
export async function afterSignIn(
  context: AppLoadContext,
  request: Request,
  result: AuthResult,
  { postalCode }: { postalCode?: string | undefined } = {},
) {
  context.shopper.signedIn(result);
  const client = await context.shopper.client();
  const { site, query, locale } = shopperLocale(request);
  const logged = (msg: string) => (error: unknown) => {
    context.logger.warn({ msg, error: String(error) });
  };
  await client.postAuth().catch(logged('Post-auth failed after sign-in'));
  if (postalCode) {
    await client
      .updateCustomer(locale.id, { c_postalCode: postalCode })
      .catch(logged('The postal code given at sign-in could not be saved'));
  }
  const basket = await client.getBasket({ siteId: site.id, locale: query.locale }).catch(() => undefined);
  if (basket) await syncShopperContextCoupons(context, site.id, basket);
}

/**
 * The email step, password login and registration of the sign-in flow (spec 1 §2, §4, §5); the
 * reset request and passwordless link requests go to recovery.server.ts.
 */
export async function authAction(request: Request, context: AppLoadContext): Promise<AuthActionResult> {
  const values = Object.fromEntries(await readForm(request));
  const intent = String(values.intent ?? '');
  const { locale } = shopperLocale(request);
  if (isEmailLinkIntent(intent)) return emailLinkAction(intent, values, request, context);
  try {
    if (intent === 'precheck') {
      const form = EmailStepForm.safeParse(values);
      if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
      const step = await context.shopper
        .anonymousClient()
        .precheckCustomer(form.data.email)
        .catch((error: unknown) => {
          // Spec 1 §8: a precheck error is only logged; the shopper may still try to log in.
          context.logger.warn({ msg: 'Precheck failed', error: String(error) });
          return undefined;
        });
      return {
        ok: true,
        intent,
        email: form.data.email,
        view: step?.registrationStep === 'register' ? 'register' : 'password',
        updatePostalCode: step?.updatePostalCode === true,
      };
    }
    if (intent === 'login') {
      const form = passwordStepForm(locale.id).safeParse(values);
      if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
      const client = await signInClient(context);
      const result = await client.login({
        email: form.data.email,
        password: form.data.password,
        rememberMe: form.data.rememberMe === 'on',
      });
      await afterSignIn(context, request, result, { postalCode: form.data.postalCode });
      return { ok: true, intent, firstName: result.customer.firstName, isNew: false };
    }
    if (intent === 'join' || intent === 'join-without-rewards') {
      const form = registrationForm(locale.id).safeParse(values);
      if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
      const client = await signInClient(context);
      const result = await client.registerCustomer(locale.id, registrationPayload(form.data));
      await afterSignIn(context, request, result);
      return { ok: true, intent: 'register', firstName: result.customer.firstName, isNew: true };
    }
    return refused(intent, {}, 'somethingWrong');
  } catch (error) {
    return signInError(intent, error, context);
  }
}

/**
 * Spec 1 §8 for a refused login or registration: a 401 on login is the invalid-login text; too
 * many attempts say so; a registration refused shows the generic error (and the form its toast)
 * with the engine's field errors; other login errors the engine's own 4xx message, or the generic
 * error past that — all logged. Anything that is not the engine's answer is a bug: it goes on to
 * the error page with its stack.
 */
function signInError(intent: string, error: unknown, context: AppLoadContext): AuthActionResult {
  if (!(error instanceof CommerceApiError)) throw error;
  const registering = intent === 'join' || intent === 'join-without-rewards';
  if (error.status === 429) return refused(intent, {}, 'tooManyAttempts');
  if (error.status === 401 && !registering) return refused(intent, {}, INVALID_LOGIN);
  if (error.code === 'invalid_form' && Array.isArray(error.details)) {
    const fieldErrors: FieldErrors = {};
    for (const { field, message } of error.details as { field: string; message: string }[]) {
      fieldErrors[field] ??= fieldMessageKeyFor(message) ?? message;
    }
    return refused(intent, fieldErrors, registering ? 'somethingWrong' : undefined);
  }
  const level = error.status < 500 ? 'warn' : 'error';
  context.logger[level]({ msg: 'Sign-in step refused', intent, status: error.status, error: error.message });
  if (error.status < 500 && !registering) return refused(intent, {}, error.message);
  return refused(intent, {}, 'somethingWrong');
}

/** Log out (spec 1 §4): the engine revokes the session; the cookie is dropped. */
export async function logout(context: AppLoadContext): Promise<void> {
  if (context.shopper.token) {
    await (await context.shopper.client()).logout().catch((error: unknown) => {
      context.logger.warn({ msg: 'Logout call failed; the session cookie is dropped anyway', error: String(error) });
    });
  }
  context.shopper.reset();
}

/** The signed-in customer's first name, number and email, or undefined for a guest (or a dead session). */
export async function currentCustomer(
  context: AppLoadContext,
): Promise<{ firstName: string; customerNo: string; email: string } | undefined> {
  if (!context.shopper.token) return undefined;
  try {
    const customer = await (await context.shopper.client()).getCustomer();
    return { firstName: customer.firstName, customerNo: customer.customerNo, email: customer.email };
  } catch (error) {
    if (error instanceof CommerceApiError && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
}
