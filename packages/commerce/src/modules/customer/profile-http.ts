import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../catalog/index.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { Customer } from './contract.js';
import { changePassword, CustomerProfileUpdate, PasswordChangeRequest, updateProfile } from './profile.js';
import { customerView } from './view.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const error = (description: string) => ({ content: { 'application/json': { schema: ErrorResponse } }, description });
const guest = { 403: error('A guest session: "You must create an account to access this feature."') };

const updateRoute = createRoute({
  method: 'patch',
  path: '/shopper/customers/me',
  tags: ['Customers'],
  summary: "Updates the signed-in customer's profile (names, phone, postal code, gender, birthday, newsletter)",
  security: bearerSecurity,
  request: { query: z.object({ locale: LocaleQuery }), body: json(CustomerProfileUpdate) },
  responses: {
    ...ok(Customer, 'The customer as saved.'),
    400: error('invalid_input (shape), or invalid_form with a { field, message } list in details.'),
    ...guest,
    ...unauthorized,
  },
});

const passwordRoute = createRoute({
  method: 'put',
  path: '/shopper/customers/me/password',
  tags: ['Customers'],
  summary: "Changes the signed-in customer's password; their other sessions are signed out, this one stays",
  security: bearerSecurity,
  request: { body: json(PasswordChangeRequest) },
  responses: {
    204: { description: 'Changed.' },
    400: error('invalid_form: the new password breaks a rule, or is the current one (details name the field).'),
    401: error('invalid_current_password: the current password is wrong (or no valid session token).'),
    ...guest,
    429: error('Too many wrong current passwords for this account: Retry-After says when to try again.'),
  },
});

export const profileRoutes = createRouter()
  .openapi(updateRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const row = await updateProfile(c.var.deps.db, await shopperOf(c), c.req.valid('json'), locale);
    return c.json(customerView(row), 200);
  })
  .openapi(passwordRoute, async (c) => {
    await changePassword(c.var.deps.db, await shopperOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
