import { createHash } from 'node:crypto';
import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { readCookie } from '../http/cookies';
import { requestToolkitContext } from '../toolkit/toolkit.server';
import { defaultCustomerGroups } from './customer-groups';
import { checkGroupsCookie, formatGroupsCookie, GROUPS_COOKIE, parseGroupsCookie } from './groups-cookie';

/** The shopper's groups for this request, and the cookie to send back when they were asked for anew. */
export type RequestGroups = {
  customerId: string | null;
  customerGroups: string[];
  /** Set-Cookie values for the loader's answer (empty when the cookie stays as it is). */
  setCookie: string[];
  /** True when nobody is known: the default groups (the page is the same for every such visitor). */
  isDefault: boolean;
};

/** A stored cookie outlives staleness so a returning shopper's first page needs no call; a day at most. */
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** A digest of the session's access token: ties the cookie to the session without revealing it. */
export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

function cookieHeader(request: Request, value: string | undefined): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === undefined ? 'Max-Age=0' : `Max-Age=${COOKIE_MAX_AGE_SECONDS}`;
  return `${GROUPS_COOKIE}=${value ?? ''}; Path=/; ${lifetime}; HttpOnly; SameSite=Lax${secure}`;
}

const defaults = (setCookie: string[] = []): RequestGroups => ({
  customerId: null,
  customerGroups: defaultCustomerGroups(),
  setCookie,
  isDefault: true,
});

/** One answer per request (several loaders of one page may ask), keyed by the request's session object. */
const perRequest = new WeakMap<object, Promise<RequestGroups>>();

/**
 * The customer groups content is chosen for (spec 1 §3, spec 3 §3.11; decision 046). A visitor
 * without a session is a guest: the default groups (Unregistered, Everyone), no call, no cookie —
 * crawlers and cached pages stay cookie-free. With a session, the groups cookie is used while it
 * belongs to this session and is under 5 minutes old; otherwise the engine is asked for the
 * session's groups (guest or customer) and the cookie is written anew. A failed call is logged and
 * answers the defaults (the page renders the default variants rather than an error).
 */
export function requestCustomerGroups(request: Request, context: AppLoadContext): Promise<RequestGroups> {
  const known = perRequest.get(context.shopper);
  if (known) return known;
  const answer = resolveGroups(request, context);
  perRequest.set(context.shopper, answer);
  return answer;
}

async function resolveGroups(request: Request, context: AppLoadContext): Promise<RequestGroups> {
  // The Storefront Toolkit's simulated groups, for that tab alone (spec 3 §4.3); the cookie is left as it is.
  const simulated = (await requestToolkitContext(request, context))?.customerGroupIds;
  if (simulated?.length) return { customerId: null, customerGroups: simulated, setCookie: [], isDefault: false };
  const raw = readCookie(request, GROUPS_COOKIE);
  const token = context.shopper.token;
  // Signed out (or never in): a leftover cookie is dropped, and the defaults apply.
  if (!token) return defaults(raw !== undefined ? [cookieHeader(request, undefined)] : []);
  const digest = sessionDigest(token);
  const cookie = parseGroupsCookie(raw);
  if (raw !== undefined && !cookie) context.logger.warn({ msg: 'No customer groups found in cookies' });
  if (cookie && checkGroupsCookie(cookie, digest, Date.now()) === 'valid') {
    return {
      customerId: cookie.customerId,
      customerGroups: cookie.customerGroups,
      setCookie: [],
      isDefault: cookie.customerId === null,
    };
  }
  try {
    const groups = await (await context.shopper.client()).getShopperCustomerGroups();
    const value = formatGroupsCookie({
      sessionDigest: digest,
      issuedAt: Date.now(),
      customerId: groups.customerId,
      customerGroups: groups.customerGroups,
    });
    // A group id this cookie cannot carry would make it unreadable next time: use it, do not store it.
    const storable = parseGroupsCookie(value) !== undefined;
    return {
      customerId: groups.customerId,
      customerGroups: groups.customerGroups.length ? groups.customerGroups : defaultCustomerGroups(),
      setCookie: [cookieHeader(request, storable ? value : undefined)],
      isDefault: groups.customerId === null,
    };
  } catch (error) {
    const expired = error instanceof CommerceApiError && error.status === 401;
    if (!expired) context.logger.warn({ msg: 'Customer groups could not be loaded', error: String(error) });
    return defaults(raw !== undefined ? [cookieHeader(request, undefined)] : []);
  }
}
