import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { EmailLinkCheckRequest, EmailLinkStatus } from './contract.js';
import { isEmailLinkValid } from './service.js';

/** Recovery's own route: whether a link works. Sending and using links are flows (flows/email-links-http.ts). */

const checkRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/email-links/check',
  tags: ['Customers'],
  summary: 'Whether a reset or sign-in link still works, without using it',
  request: { body: jsonBody(EmailLinkCheckRequest) },
  responses: { ...ok(EmailLinkStatus, 'Whether the link works.'), 400: errorResponses[400] },
});

export const recoveryRoutes = createRouter().openapi(checkRoute, async (c) => {
  const { token, purpose } = c.req.valid('json');
  return c.json({ valid: await isEmailLinkValid(c.var.deps.db, purpose, token) }, 200);
});
