import { CUSTOMER_GROUPS_STALE_MS } from './customer-groups';

/**
 * The customer-groups cookie (spec 3 §3.11 "Customer groups are also kept in a cookie"; decision
 * 046): the groups the engine gave this session, so content loaders choose personalised slots on
 * the server without asking the engine on every page. It is bound to the session it was made for
 * by a digest of the session's access token: after a sign-in, a sign-out or a token renewal the
 * digest no longer matches and the groups are asked for again. It is read only to choose content
 * variants: prices, promotions and anything else a group unlocks come from the engine's own
 * session, never from this cookie.
 */
export const GROUPS_COOKIE = 'rl_groups';
const VERSION = 'v1';

/** What the cookie holds. `issuedAt` in ms since the epoch. */
export type GroupsCookie = {
  sessionDigest: string;
  issuedAt: number;
  customerId: string | null;
  customerGroups: string[];
};

/** Group ids as the engine and the content model write them (`loyalty-titanium`, `Everyone`). */
const GROUP = /^[A-Za-z0-9_-]{1,64}$/;
const DIGEST = /^[A-Za-z0-9_-]{16,64}$/;
const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** More groups than any shopper is in: a cookie past this was not made here. */
const MAX_GROUPS = 50;

export function formatGroupsCookie(value: GroupsCookie): string {
  return [
    VERSION,
    value.sessionDigest,
    value.issuedAt.toString(36),
    value.customerId ?? '',
    value.customerGroups.join('|'),
  ].join('.');
}

/** The cookie's value, or undefined when it is not one this server wrote (any field malformed). */
export function parseGroupsCookie(raw: string | undefined): GroupsCookie | undefined {
  if (!raw) return undefined;
  const parts = raw.split('.');
  if (parts.length !== 5) return undefined;
  const [version, sessionDigest, issued, customerId, groups] = parts as [string, string, string, string, string];
  if (version !== VERSION || !DIGEST.test(sessionDigest)) return undefined;
  if (!/^[0-9a-z]{1,12}$/.test(issued)) return undefined;
  if (customerId !== '' && !CUSTOMER_ID.test(customerId)) return undefined;
  const customerGroups = groups.split('|');
  if (customerGroups.length > MAX_GROUPS || !customerGroups.every((g) => GROUP.test(g))) return undefined;
  return { sessionDigest, issuedAt: parseInt(issued, 36), customerId: customerId || null, customerGroups };
}

export type GroupsCookieCheck = 'valid' | 'stale' | 'other-session';

/**
 * Whether a parsed cookie can be used for this session now: made for another session (signed in
 * or out since, or renewed) it cannot; older than the 5 minutes groups stay fresh (spec 3 §9) it is
 * asked for again. A time in the future (clock skew, tampering) counts as stale.
 */
export function checkGroupsCookie(cookie: GroupsCookie, sessionDigest: string, now: number): GroupsCookieCheck {
  if (cookie.sessionDigest !== sessionDigest) return 'other-session';
  const age = now - cookie.issuedAt;
  return age >= 0 && age < CUSTOMER_GROUPS_STALE_MS ? 'valid' : 'stale';
}
