import { CommerceApiError, type LoyaltyAccount, type LoyaltyStatus } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { fieldErrorsOf, type FieldErrors } from '../forms/field-messages';
import { JoinLoyaltyForm } from '../forms/loyalty';
import { shopperLocale } from '../http/loader-helpers.server';
import { readForm } from '../http/read-form.server';

/** What a guest is told for a feature that needs an account (spec 1 §6); the engine answers in the same words. */
export const NOT_REGISTERED = 'You must create an account to access this feature.';

const isGuestAnswer = (error: unknown) =>
  error instanceof CommerceApiError && (error.status === 401 || error.status === 403);

/**
 * The loyalty status for the tracker (spec 1 §7): the engine's answer with the shopper's session,
 * in the request's locale and currency; a guest (no session, or not signed in) gets a 403.
 */
export async function loyaltyStatusFor(
  context: AppLoadContext,
  query: { locale: string; currency: 'USD' | 'CAD' },
): Promise<{ ok: true; status: LoyaltyStatus } | { ok: false; status: number; message: string }> {
  if (!context.shopper.token) return { ok: false, status: 403, message: NOT_REGISTERED };
  try {
    const client = await context.shopper.client();
    return { ok: true, status: await client.getLoyaltyStatus(query) };
  } catch (error) {
    if (isGuestAnswer(error)) return { ok: false, status: 403, message: NOT_REGISTERED };
    context.logger.warn({ msg: 'Loyalty status could not be loaded', error: String(error) });
    return { ok: false, status: 502, message: 'The loyalty status is not available right now.' };
  }
}

/** What /membership shows: the member's account, or nothing for a guest (who sees the programme). */
export async function membershipPage(
  context: AppLoadContext,
  request: Request,
): Promise<{ signedIn: boolean; account: LoyaltyAccount | null }> {
  if (!context.shopper.token) return { signedIn: false, account: null };
  try {
    const client = await context.shopper.client();
    return { signedIn: true, account: await client.getLoyaltyAccount(shopperLocale(request).query) };
  } catch (error) {
    if (isGuestAnswer(error)) return { signedIn: false, account: null };
    throw error;
  }
}

export type JoinResult = { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** /membership's Join For Free for a customer who did not join at registration. */
export async function joinLoyalty(context: AppLoadContext, request: Request): Promise<JoinResult> {
  const parsed = JoinLoyaltyForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  if (!context.shopper.token) return { ok: false, fieldErrors: {}, formError: NOT_REGISTERED };
  try {
    await (await context.shopper.client()).joinLoyalty({ privacyconsent: true }, shopperLocale(request).query);
    return { ok: true };
  } catch (error) {
    if (isGuestAnswer(error)) return { ok: false, fieldErrors: {}, formError: NOT_REGISTERED };
    if (error instanceof CommerceApiError && error.status < 500) {
      return { ok: false, fieldErrors: {}, formError: error.message };
    }
    throw error;
  }
}
