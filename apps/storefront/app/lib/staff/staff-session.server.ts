import { CommerceApiError, type StaffSignIn } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { STAFF_COOKIE } from '../toolkit/toolkit-access.server';
import { readCookie, shopCookie } from '../http/cookies';

/** Who is signed in with the request's staff session (decision 047). */
export type StaffMember = { email: string; role: string };

/** A staff session token as the engine makes them: `rl_staff_` and 43 base64url characters. */
const STAFF_TOKEN = /^rl_staff_[A-Za-z0-9_-]{43}$/;

/**
 * The request's staff session token, from its httpOnly cookie; undefined when there is none or it
 * cannot be one (never sent to the engine then).
 */
export function staffTokenOf(request: Request): string | undefined {
  const token = readCookie(request, STAFF_COOKIE);
  return token && STAFF_TOKEN.test(token) ? token : undefined;
}

/** One answer per request (the page and a helper may both ask), keyed by the request's session object. */
const perRequest = new WeakMap<object, Promise<StaffMember | undefined>>();

/**
 * The staff member signed in on this request, or undefined. The cookie's token is checked with the
 * engine (`GET /api/staff/session`) once per request; a 401 (ended, revoked, a disabled account, a
 * token the engine never made) is "signed out". Any other failure is the engine's and is thrown:
 * the page shows its error rather than sending staff to sign in again.
 */
export function staffSession(request: Request, context: AppLoadContext): Promise<StaffMember | undefined> {
  const token = staffTokenOf(request);
  if (!token) return Promise.resolve(undefined);
  const known = perRequest.get(context.shopper);
  if (known) return known;
  const answer = (async () => {
    try {
      const { staff } = await context.commerce.forShopper(token).getStaffSession();
      return { email: staff.email, role: staff.role };
    } catch (error) {
      if (error instanceof CommerceApiError && error.status === 401) return undefined;
      throw error;
    }
  })();
  perRequest.set(context.shopper, answer);
  return answer;
}

/**
 * The cookie keeping a new staff session: httpOnly (scripts never see the token), SameSite Lax,
 * Secure over https, for the whole shop, and living as long as the session (12 hours, fixed).
 */
export function staffSessionCookie(
  request: Request,
  session: Pick<StaffSignIn, 'token' | 'expiresAt'>,
  now = Date.now(),
): string {
  const seconds = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now) / 1000));
  return shopCookie(request, STAFF_COOKIE, session.token, { maxAge: seconds, httpOnly: true });
}

/** The cookie that drops the staff session (sign-out, or a token the engine no longer knows). */
export function clearStaffSessionCookie(request: Request): string {
  return shopCookie(request, STAFF_COOKIE, '', { maxAge: 0, httpOnly: true });
}

/** Response headers of staff pages: theirs alone, never stored (and never in the page cache). */
export const STAFF_NO_STORE = { 'cache-control': 'private, no-store' } as const;
