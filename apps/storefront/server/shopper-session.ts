import { CLIENT_IP_HEADER, clientIpAtEdge } from '@ridgeline/commerce';
import type { GuestSession } from '@ridgeline/commerce/types';
import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isEngineOrAssetPath } from './engine-paths.js';

/** The access token (half an hour). */
export const SHOPPER_COOKIE = 'rl_shopper';
/** The refresh token: renews the access token, and is replaced at each renewal (decision 020). */
export const REFRESH_COOKIE = 'rl_refresh';
/** The access cookie goes a little before the token does, so a request never carries a token about to die. */
const ACCESS_COOKIE_MARGIN_SECONDS = 30;

/** The tokens a session is kept by (the engine's GuestSession and the token part of AuthResult). */
export type SessionTokens = Pick<
  GuestSession,
  'token' | 'expiresAt' | 'refreshToken' | 'refreshExpiresAt' | 'persistent'
>;

/**
 * The shopper's session, as loaders and actions see it. The tokens live only in httpOnly cookies
 * and on this server; a session is started lazily, the first time something needs one (adding to
 * the bag), so crawlers and one-page visits create nothing.
 */
export type ShopperSession = {
  /** The shopper's access token when they have a session. */
  readonly token: string | undefined;
  /** A client acting for the shopper, starting a guest session first when there is none. */
  client(): Promise<CommerceClient>;
  /** Forgets the session (an expired or revoked token, a log out): the next client() starts a new one. */
  reset(): void;
  /** After sign-in or registration: the engine's new tokens replace the old ones (which are dead). */
  signedIn(tokens: SessionTokens): void;
  /** A client without a session but with the shopper's IP (sign-in precheck and login are limited per IP). */
  anonymousClient(): CommerceClient;
};

export function createShopperSession(commerce: CommerceClient, tokens: SessionTokens | undefined, clientIp?: string) {
  // The engine limits sign-in attempts per IP: it hears the shopper's address from this server only.
  const headers: Record<string, string> = clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {};
  let current = tokens?.token;
  let issued: SessionTokens | undefined;
  let cleared = false;
  const session: ShopperSession = {
    get token() {
      return current;
    },
    async client() {
      if (!current) session.signedIn(await commerce.createGuestSession());
      return commerce.forShopper(current!, headers);
    },
    reset() {
      current = undefined;
      issued = undefined;
      cleared = true;
    },
    anonymousClient() {
      return commerce.withHeaders(headers);
    },
    signedIn(next: SessionTokens) {
      current = next.token;
      issued = next;
    },
  };
  /** The tokens to write into cookies, 'clear' to drop them, undefined when nothing changed. */
  const cookieChange = (): SessionTokens | 'clear' | undefined => issued ?? (cleared ? 'clear' : undefined);
  return { session, cookieChange };
}

/**
 * Renewals by refresh token in flight or just done, for a few seconds: a page and its data requests
 * arrive together with the same expired access cookie, and must share one renewal (the second use
 * of a refresh token is refused).
 */
const renewals = new Map<string, Promise<SessionTokens | undefined>>();
const RENEWAL_SHARED_MS = 10_000;

function renew(commerce: CommerceClient, refreshToken: string): Promise<SessionTokens | undefined> {
  const known = renewals.get(refreshToken);
  if (known) return known;
  const renewal = commerce.refreshSession(refreshToken).catch((error: unknown) => {
    if (error instanceof CommerceApiError && error.status < 500) return undefined;
    throw error;
  });
  renewals.set(refreshToken, renewal);
  setTimeout(() => renewals.delete(refreshToken), RENEWAL_SHARED_MS).unref();
  return renewal;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const cookieToken = (c: Context, name: string) => {
  const value = getCookie(c, name);
  return value && TOKEN.test(value) ? value : undefined;
};

/** The Set-Cookie values for new tokens, or for dropping them. */
export function sessionCookies(tokens: SessionTokens | 'clear', secure: boolean): string[] {
  const base = { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure };
  if (tokens === 'clear') {
    return [SHOPPER_COOKIE, REFRESH_COOKIE].map((name) => generateCookie(name, '', { ...base, maxAge: 0 }));
  }
  const secondsUntil = (iso: string) => Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));
  return [
    generateCookie(SHOPPER_COOKIE, tokens.token, {
      ...base,
      maxAge: Math.max(0, secondsUntil(tokens.expiresAt) - ACCESS_COOKIE_MARGIN_SECONDS),
    }),
    // Without "Keep me logged in." the refresh token is a browser-session cookie: closing the browser signs out.
    generateCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...base,
      ...(tokens.persistent ? { maxAge: secondsUntil(tokens.refreshExpiresAt) } : {}),
    }),
  ];
}

/**
 * Puts the session in the request's variables. An access cookie that has run out is renewed with
 * the refresh cookie before the page is rendered; new or dropped tokens are written back as cookies.
 */
export function shopperSessionCookie(
  commerce: () => CommerceClient,
  logger?: { warn(entry: Record<string, unknown>): void },
): MiddlewareHandler<{ Variables: { shopperSession?: ShopperSession } }> {
  return async (c, next) => {
    if (isEngineOrAssetPath(c.req.path)) return next();
    const client = commerce();
    const access = cookieToken(c, SHOPPER_COOKIE);
    const refreshToken = cookieToken(c, REFRESH_COOKIE);
    let renewed: SessionTokens | undefined;
    let refused = false;
    if (!access && refreshToken) {
      try {
        renewed = await renew(client, refreshToken);
        refused = !renewed;
      } catch (error) {
        // The engine is unreachable: this request goes on as a guest; the cookie stays for the next one.
        logger?.warn({ msg: 'Session renewal failed', error: String(error) });
      }
    }
    const { session, cookieChange } = createShopperSession(
      client,
      renewed ?? (access ? ({ token: access } as SessionTokens) : undefined),
      clientIpAtEdge(c),
    );
    if (renewed) session.signedIn(renewed);
    c.set('shopperSession', session);
    await next();
    const change = cookieChange() ?? (refused ? 'clear' : undefined);
    if (change === undefined) return;
    c.res = new Response(c.res.body, c.res);
    for (const cookie of sessionCookies(change, new URL(c.req.url).protocol === 'https:')) {
      c.res.headers.append('set-cookie', cookie);
    }
  };
}
