import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, errorResponses, jsonBody, ok } from '../../http/responses.js';
import { clientIpOf } from '../../http/client-ip.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { Customer } from './contract.js';
import { PrecheckRequest, PrecheckResponse, precheckCustomer } from './precheck.js';
import { getCustomer, logout } from './service.js';
import { customerView } from './view.js';

const logoutRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/logout',
  tags: ['Customers'],
  summary: "Revokes the caller's session: its token is refused from now on",
  security: bearerSecurity,
  responses: { 204: { description: 'Signed out.' }, ...unauthorized },
});

const meRoute = createRoute({
  method: 'get',
  path: '/shopper/customers/me',
  tags: ['Customers'],
  summary: 'The signed-in customer (403 for a guest session)',
  security: bearerSecurity,
  responses: { ...ok(Customer, 'The customer.'), 403: errorAnswer('A guest session.'), ...unauthorized },
});

const precheckRoute = createRoute({
  method: 'post',
  path: '/custom/auth/v1/organizations/{organizationId}/precheck-customer',
  tags: ['Customers'],
  summary: 'Sign-in precheck: login or register next for this e-mail, and the registration settings',
  request: { params: z.object({ organizationId: z.string().max(100) }), body: jsonBody(PrecheckRequest) },
  responses: {
    ...ok(PrecheckResponse, 'The next step and the settings.'),
    400: errorResponses[400],
    429: errorAnswer('Too many prechecks from this address: Retry-After says when to try again.'),
  },
});

export const customerRoutes = createRouter()
  .openapi(precheckRoute, async (c) =>
    c.json(await precheckCustomer(c.var.deps.db, c.req.valid('json').gatewayEmail, clientIpOf(c.req)), 200),
  )
  .openapi(logoutRoute, async (c) => {
    await logout(c.var.deps.db, await shopperOf(c));
    return c.body(null, 204);
  })
  .openapi(meRoute, async (c) => c.json(customerView(await getCustomer(c.var.deps.db, await shopperOf(c))), 200));
