import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, GuestSession, shopperOf, tokensView, unauthorized } from './bearer.js';
import { createGuestSession, refreshSession } from './service.js';

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
