import { createRoute, z } from '@hono/zod-openapi';
import { clientIpOf } from '../http/client-ip.js';
import { errorAnswer, errorResponses, jsonBody, ok } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import { LocaleQuery } from '../http/site-query.js';
import {
  AuthResult,
  customerView,
  LoginRequest,
  RegistrationRequest,
  type CustomerRow,
} from '../modules/customer/index.js';
import { PasswordlessLoginRequest, PasswordlessLoginResult } from '../modules/recovery/index.js';
import {
  bearerSecurity,
  optionalShopperOf,
  shopperOf,
  tokensView,
  unauthorized,
  type SessionTokens,
} from '../modules/session/index.js';
import { SocialAuthResult, SocialCallbackRequest } from '../modules/social/index.js';
import { postAuth, PostAuthResponse } from './after-sign-in.js';
import { completeSocialLogin, login, passwordlessLogin, register } from './sign-in.js';

/**
 * The routes that sign a shopper in (password, registration, e-mailed link, Apple or Google) and
 * the post-auth call that follows: each ends in the sign-in flow, which merges the guest bag.
 */

const optionalBearer = [{}, ...bearerSecurity];

const loginRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/login',
  tags: ['Customers'],
  summary: 'Password sign-in: the session (a guest one, when sent) is signed in with a new token, its bag merged',
  security: optionalBearer,
  request: { body: jsonBody(LoginRequest) },
  responses: {
    ...ok(AuthResult, 'Signed in. Keep the new token; the one sent before is dead.'),
    400: errorResponses[400],
    401: errorAnswer('Invalid login or password (the same answer for an unknown e-mail).'),
    429: errorAnswer('Too many failed attempts: Retry-After says when to try again.'),
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/shopper/customers',
  tags: ['Customers'],
  summary: 'Registration with the spec payload; signs the new customer in like a login',
  security: optionalBearer,
  request: { query: z.object({ locale: LocaleQuery }), body: jsonBody(RegistrationRequest) },
  responses: {
    201: { content: { 'application/json': { schema: AuthResult } }, description: 'Registered and signed in.' },
    400: errorAnswer('invalid_input (shape) or invalid_form with a { field, message } list in details.'),
    429: errorAnswer('Too many registrations from this address: Retry-After says when to try again.'),
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
    403: errorAnswer('A guest session: "You must create an account to access this feature."'),
    ...unauthorized,
  },
});

const callbackRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/social/callback',
  tags: ['Customers'],
  summary: "Completes a social sign-in with the provider's code and state: the session is signed in with a new token",
  security: bearerSecurity,
  request: { query: z.object({ locale: LocaleQuery }), body: jsonBody(SocialCallbackRequest) },
  responses: {
    ...ok(SocialAuthResult, 'Signed in. Keep the new token; the one sent before is dead.'),
    400: errorAnswer('invalid_state: unknown, used, expired, or started by another session.'),
    401: errorAnswer('social_login_failed: the provider refused the code, or the id token failed a check.'),
    409: errorAnswer('email_not_verified: no linked account and no verified e-mail from the provider.'),
    503: errorAnswer(
      'feature_unavailable (not configured, or the provider refused the redirect URI) or provider_unreachable.',
    ),
  },
});

const passwordlessLoginRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/passwordless/token',
  tags: ['Customers'],
  summary: 'Signs in with a passwordless link: the session (a guest one, when sent) gets a new token, its bag merged',
  security: [{}, ...bearerSecurity],
  request: { body: jsonBody(PasswordlessLoginRequest) },
  responses: {
    ...ok(PasswordlessLoginResult, 'Signed in. Keep the new token; the one sent before is dead.'),
    400: errorAnswer('invalid_token (unknown, used or expired link) or invalid_input.'),
  },
});

/** A signed-in session's answer: its tokens and the customer. */
const authAnswer = (s: SessionTokens & { customer: CustomerRow }) => ({
  ...tokensView(s),
  customer: customerView(s.customer),
});

export const signInRoutes = createRouter()
  .openapi(postAuthRoute, async (c) => c.json(await postAuth(c.var.deps.db, await shopperOf(c)), 200))
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
  .openapi(passwordlessLoginRoute, async (c) => {
    const { token, rememberMe } = c.req.valid('json');
    const result = await passwordlessLogin(c.var.deps.db, await optionalShopperOf(c), token, rememberMe);
    return c.json({ ...authAnswer(result), redirectUrl: result.redirectUrl }, 200);
  })
  .openapi(callbackRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const result = await completeSocialLogin(c.var.deps, await shopperOf(c), c.req.valid('json'), locale);
    return c.json({ ...authAnswer(result), isNew: result.isNew }, 200);
  });
