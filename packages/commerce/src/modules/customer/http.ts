import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse, errorResponses, ok } from '../../http/responses.js';
import { clientIpOf } from '../../http/client-ip.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../catalog/contract.js';
import { bearerSecurity, optionalShopperOf, shopperOf, tokensView, unauthorized } from '../session/http.js';
import type { SessionTokens } from '../session/service.js';
import { AuthResult, Customer, LoginRequest } from './contract.js';
import { postAuth, PostAuthResponse } from './post-auth.js';
import { PrecheckRequest, PrecheckResponse, precheckCustomer } from './precheck.js';
import { RegistrationRequest } from './registration.js';
import { getCustomer, login, logout, register } from './service.js';
import { customerView } from './view.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const error = (description: string) => ({ content: { 'application/json': { schema: ErrorResponse } }, description });
const optionalBearer = [{}, ...bearerSecurity];

const loginRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/login',
  tags: ['Customers'],
  summary: 'Password sign-in: the session (a guest one, when sent) is signed in with a new token, its bag merged',
  security: optionalBearer,
  request: { body: json(LoginRequest) },
  responses: {
    ...ok(AuthResult, 'Signed in. Keep the new token; the one sent before is dead.'),
    400: errorResponses[400],
    401: error('Invalid login or password (the same answer for an unknown e-mail).'),
    429: error('Too many failed attempts: Retry-After says when to try again.'),
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/shopper/customers',
  tags: ['Customers'],
  summary: 'Registration with the spec payload; signs the new customer in like a login',
  security: optionalBearer,
  request: { query: z.object({ locale: LocaleQuery }), body: json(RegistrationRequest) },
  responses: {
    201: { content: { 'application/json': { schema: AuthResult } }, description: 'Registered and signed in.' },
    400: error('invalid_input (shape) or invalid_form with a { field, message } list in details.'),
    429: error('Too many registrations from this address: Retry-After says when to try again.'),
  },
});

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
  responses: { ...ok(Customer, 'The customer.'), 403: error('A guest session.'), ...unauthorized },
});

/** A signed-in session's answer: its tokens and the customer. */
export const authAnswer = (s: SessionTokens & { customer: Parameters<typeof customerView>[0] }) => ({
  ...tokensView(s),
  customer: customerView(s.customer),
});

const precheckRoute = createRoute({
  method: 'post',
  path: '/custom/auth/v1/organizations/{organizationId}/precheck-customer',
  tags: ['Customers'],
  summary: 'Sign-in precheck: login or register next for this e-mail, and the registration settings',
  request: { params: z.object({ organizationId: z.string().max(100) }), body: json(PrecheckRequest) },
  responses: {
    ...ok(PrecheckResponse, 'The next step and the settings.'),
    400: errorResponses[400],
    429: error('Too many prechecks from this address: Retry-After says when to try again.'),
  },
});

const postAuthRoute = createRoute({
  method: 'post',
  path: '/custom/auth/v1/organizations/{organizationId}/post-auth',
  tags: ['Customers'],
  summary: "After a sign-in or registration: the account's follow-up work (its wishlist made when missing)",
  description: 'The body is empty. Calling it again changes nothing.',
  security: bearerSecurity,
  request: { params: z.object({ organizationId: z.string().max(100) }) },
  responses: {
    ...ok(PostAuthResponse, 'Done.'),
    403: error('A guest session: "You must create an account to access this feature."'),
    ...unauthorized,
  },
});

export const customerRoutes = createRouter()
  .openapi(postAuthRoute, async (c) => c.json(await postAuth(c.var.deps.db, await shopperOf(c)), 200))
  .openapi(precheckRoute, async (c) =>
    c.json(await precheckCustomer(c.var.deps.db, c.req.valid('json').gatewayEmail, clientIpOf(c.req)), 200),
  )
  .openapi(loginRoute, async (c) => {
    const { email, password, rememberMe } = c.req.valid('json');
    return c.json(
      authAnswer(
        await login(c.var.deps.db, await optionalShopperOf(c), email, password, clientIpOf(c.req), rememberMe),
      ),
      200,
    );
  })
  .openapi(registerRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const shopper = await optionalShopperOf(c);
    return c.json(
      authAnswer(await register(c.var.deps.db, shopper, c.req.valid('json'), locale, clientIpOf(c.req))),
      201,
    );
  })
  .openapi(logoutRoute, async (c) => {
    await logout(c.var.deps.db, await shopperOf(c));
    return c.body(null, 204);
  })
  .openapi(meRoute, async (c) => c.json(customerView(await getCustomer(c.var.deps.db, await shopperOf(c))), 200));
