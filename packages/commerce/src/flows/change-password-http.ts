import { createRoute } from '@hono/zod-openapi';
import { errorAnswer, jsonBody } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import { PasswordChangeRequest } from '../modules/customer/index.js';
import { bearerSecurity, shopperOf } from '../modules/session/index.js';
import { changePassword } from './change-password.js';

/** The route that changes the signed-in customer's password (a flow: customer, rate limits, sessions). */

const passwordRoute = createRoute({
  method: 'put',
  path: '/shopper/customers/me/password',
  tags: ['Customers'],
  summary: "Changes the signed-in customer's password; their other sessions are signed out, this one stays",
  security: bearerSecurity,
  request: { body: jsonBody(PasswordChangeRequest) },
  responses: {
    204: { description: 'Changed.' },
    400: errorAnswer('invalid_form: the new password breaks a rule, or is the current one (details name the field).'),
    401: errorAnswer('invalid_current_password: the current password is wrong (or no valid session token).'),
    403: errorAnswer('A guest session: "You must create an account to access this feature."'),
    429: errorAnswer('Too many wrong current passwords for this account: Retry-After says when to try again.'),
  },
});

export const changePasswordRoutes = createRouter().openapi(passwordRoute, async (c) => {
  await changePassword(c.var.deps.db, await shopperOf(c), c.req.valid('json'));
  return c.body(null, 204);
});
