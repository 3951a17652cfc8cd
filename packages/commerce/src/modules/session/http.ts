import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorResponse } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import type { AppEnv } from '../../http/types.js';
import {
  createGuestSession,
  refreshSession,
  resolveSession,
  UnauthorizedError,
  type SessionTokens,
  type Shopper,
} from './service.js';

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

const createGuestRoute = createRoute({
  method: 'post',
  path: '/shopper/sessions/guest',
  tags: ['Shopper sessions'],
  summary: 'Starts a guest shopper session: a stable usid and the bearer token that reaches it',
  responses: {
    201: { content: { 'application/json': { schema: GuestSession } }, description: 'The new session.' },
  },
});

export const CurrentSession = z
  .object({ usid: z.string().uuid(), customerId: z.string().optional() })
  .openapi('CurrentSession');

const currentRoute = createRoute({
  method: 'get',
  path: '/shopper/sessions/current',
  tags: ['Shopper sessions'],
  summary: "The caller's session: its usid (for shopper-context calls) and customer, when signed in",
  security: bearerSecurity,
  responses: {
    200: { content: { 'application/json': { schema: CurrentSession } }, description: 'The session.' },
    ...unauthorized,
  },
});

export const RefreshRequest = z
  .object({ refreshToken: z.string().max(200) })
  .strict()
  .openapi('RefreshRequest');

const refreshRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/refresh',
  tags: ['Shopper sessions'],
  summary: 'Renews a session: a new access token and a new refresh token; the one sent is dead from now on',
  request: { body: { content: { 'application/json': { schema: RefreshRequest } }, required: true } },
  responses: {
    200: { content: { 'application/json': { schema: GuestSession } }, description: 'The renewed session.' },
    400: { content: { 'application/json': { schema: ErrorResponse } }, description: 'Not a refresh request.' },
    401: {
      content: { 'application/json': { schema: ErrorResponse } },
      description: 'Unknown, used, expired or revoked refresh token: start a new session.',
    },
  },
});

export const sessionRoutes = createRouter()
  .openapi(createGuestRoute, async (c) => c.json(tokensView(await createGuestSession(c.var.deps.db)), 201))
  .openapi(refreshRoute, async (c) =>
    c.json(tokensView(await refreshSession(c.var.deps.db, c.req.valid('json').refreshToken)), 200),
  )
  .openapi(currentRoute, async (c) => {
    const { usid, customerId } = await shopperOf(c);
    return c.json({ usid, ...(customerId ? { customerId } : {}) }, 200);
  });

export type GuestSessionDto = z.infer<typeof GuestSession>;
export type CurrentSessionDto = z.infer<typeof CurrentSession>;
