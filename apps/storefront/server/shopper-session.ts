import { CLIENT_IP_HEADER, clientIpAtEdge } from '@ridgeline/commerce';
import type { CommerceClient } from '@ridgeline/sdk';
import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isEngineOrAssetPath } from './engine-paths.js';

export const SHOPPER_COOKIE = 'rl_shopper';
/** As long as the engine keeps a guest session (30 days from last use). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The shopper's session, as loaders and actions see it. The bearer token lives only in an
 * httpOnly cookie and on this server; a session is started lazily, the first time something
 * needs one (adding to the bag), so crawlers and one-page visits create nothing.
 */
export type ShopperSession = {
  /** The shopper's token when they have a session. */
  readonly token: string | undefined;
  /** A client acting for the shopper, starting a guest session first when there is none. */
  client(): Promise<CommerceClient>;
  /** Forgets the session (an expired or revoked token): the next client() starts a new one. */
  reset(): void;
  /** After sign-in or registration: the engine's new token replaces the old one (which is dead). */
  signedIn(token: string): void;
  /** A client without a session but with the shopper's IP (sign-in precheck and login are limited per IP). */
  anonymousClient(): CommerceClient;
};

export function createShopperSession(commerce: CommerceClient, token: string | undefined, clientIp?: string) {
  // The engine limits sign-in attempts per IP: it hears the shopper's address from this server only.
  const headers: Record<string, string> = clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {};
  let current = token;
  let issued: string | undefined;
  let cleared = false;
  const session: ShopperSession = {
    get token() {
      return current;
    },
    async client() {
      if (!current) {
        current = (await commerce.createGuestSession()).token;
        issued = current;
      }
      return commerce.forShopper(current, headers);
    },
    reset() {
      current = undefined;
      cleared = true;
    },
    anonymousClient() {
      return commerce.withHeaders(headers);
    },
    signedIn(token: string) {
      current = token;
      issued = token;
    },
  };
  return { session, cookieToSet: () => issued ?? (cleared ? '' : undefined) };
}

/** Puts the session in the request's variables and writes the cookie when it was started or dropped. */
export function shopperSessionCookie(
  commerce: () => CommerceClient,
): MiddlewareHandler<{ Variables: { shopperSession?: ShopperSession } }> {
  return async (c, next) => {
    if (isEngineOrAssetPath(c.req.path)) return next();
    const existing = getCookie(c, SHOPPER_COOKIE);
    const { session, cookieToSet } = createShopperSession(
      commerce(),
      existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : undefined,
      clientIpAtEdge(c),
    );
    c.set('shopperSession', session);
    await next();
    const value = cookieToSet();
    if (value === undefined) return;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append(
      'set-cookie',
      generateCookie(SHOPPER_COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: value ? MAX_AGE_SECONDS : 0,
        secure: new URL(c.req.url).protocol === 'https:',
      }),
    );
  };
}
