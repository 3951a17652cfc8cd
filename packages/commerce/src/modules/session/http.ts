import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorResponse } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import type { AppEnv } from '../../http/types.js';
import { createGuestSession, resolveSession, UnauthorizedError, type Shopper } from './service.js';

export const GuestSession = z
  .object({
    usid: z.string().uuid(),
    /** The bearer token for every shopper call. Keep it on the server or in an httpOnly cookie. */
    token: z.string(),
    expiresAt: z.string().datetime(),
  })
  .openapi('GuestSession');

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

export const sessionRoutes = createRouter()
  .openapi(createGuestRoute, async (c) => {
    const session = await createGuestSession(c.var.deps.db);
    return c.json({ ...session, expiresAt: session.expiresAt.toISOString() }, 201);
  })
  .openapi(currentRoute, async (c) => {
    const { usid, customerId } = await shopperOf(c);
    return c.json({ usid, ...(customerId ? { customerId } : {}) }, 200);
  });

export type GuestSessionDto = z.infer<typeof GuestSession>;
export type CurrentSessionDto = z.infer<typeof CurrentSession>;
