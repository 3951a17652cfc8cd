import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorResponse } from '../../http/responses.js';
import type { AppEnv } from '../../http/types.js';
import { resolveSession, UnauthorizedError, type SessionTokens, type Shopper } from './service.js';

/** The tokens of a session, as every call that starts, renews or signs in a session answers them. */
export const SessionTokensFields = {
  usid: z.string().uuid(),
  /** The access token for every shopper call (Authorization: Bearer). Keep it on the server or in an httpOnly cookie. */
  token: z.string(),
  /** When the access token stops working (half an hour): renew it with the refresh token. */
  expiresAt: z.string().datetime(),
  /** Renews the session once (POST /shopper/auth/refresh); each renewal answers a new one. */
  refreshToken: z.string(),
  refreshExpiresAt: z.string().datetime(),
  /** False: "Keep me logged in." was unchecked; keep the refresh token only as long as the browser runs. */
  persistent: z.boolean(),
};

export const GuestSession = z.object(SessionTokensFields).openapi('GuestSession');

export function tokensView(tokens: SessionTokens) {
  return {
    usid: tokens.usid,
    token: tokens.token,
    expiresAt: tokens.expiresAt.toISOString(),
    refreshToken: tokens.refreshToken,
    refreshExpiresAt: tokens.refreshExpiresAt.toISOString(),
    persistent: tokens.persistent,
  };
}

/** The shopper a request's `Authorization: Bearer <token>` names; 401 otherwise. */
export function shopperOf(c: Context<AppEnv>): Promise<Shopper> {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  return resolveSession(c.var.deps.db, token);
}

/** The shopper when the request carries a valid session token; undefined when it carries none or a dead one. */
export async function optionalShopperOf(c: Context<AppEnv>): Promise<Shopper | undefined> {
  try {
    return await shopperOf(c);
  } catch (error) {
    if (error instanceof UnauthorizedError) return undefined;
    throw error;
  }
}

export const bearerSecurity = [{ shopperToken: [] }];
export const unauthorized = {
  401: { content: { 'application/json': { schema: ErrorResponse } }, description: 'No valid shopper session token.' },
};
