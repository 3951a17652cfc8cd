import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../../http/site-query.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { Customer } from './contract.js';
import { CustomerProfileUpdate, updateProfile } from './profile.js';
import { customerView } from './view.js';

const updateRoute = createRoute({
  method: 'patch',
  path: '/shopper/customers/me',
  tags: ['Customers'],
  summary: "Updates the signed-in customer's profile (names, phone, postal code, gender, birthday, newsletter)",
  security: bearerSecurity,
  request: { query: z.object({ locale: LocaleQuery }), body: jsonBody(CustomerProfileUpdate) },
  responses: {
    ...ok(Customer, 'The customer as saved.'),
    400: errorAnswer('invalid_input (shape), or invalid_form with a { field, message } list in details.'),
    403: errorAnswer('A guest session: "You must create an account to access this feature."'),
    ...unauthorized,
  },
});

export const profileRoutes = createRouter().openapi(updateRoute, async (c) => {
  const { locale } = c.req.valid('query');
  const row = await updateProfile(c.var.deps.db, await shopperOf(c), c.req.valid('json'), locale);
  return c.json(customerView(row), 200);
});
