import { createRoute, z } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { ErrorResponse, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../catalog/contract.js';
import { authAnswer } from '../customer/http.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/http.js';
import { SocialAuthorization, SocialAuthorizeRequest, SocialAuthResult, SocialCallbackRequest } from './contract.js';
import { completeSocialLogin, startSocialLogin } from './service.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const error = (description: string) => ({ content: { 'application/json': { schema: ErrorResponse } }, description });

const authorizeRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/social/authorize',
  tags: ['Customers'],
  summary: 'Starts Apple or Google sign-in (OpenID Connect code flow with PKCE): the URL to send the shopper to',
  description:
    'State, nonce and PKCE verifier are kept by the engine for 10 minutes, bound to the calling session: the ' +
    'callback must come from the same session.',
  security: bearerSecurity,
  request: { body: json(SocialAuthorizeRequest) },
  responses: {
    ...ok(SocialAuthorization, 'Redirect the shopper to authorizationUrl.'),
    400: error('invalid_input, or unknown_identity_provider (only Apple and Google).'),
    ...unauthorized,
    429: error('Too many sign-ins started from this address: Retry-After says when to try again.'),
    503: error('feature_unavailable (the provider is not configured) or provider_unreachable.'),
  },
});

const callbackRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/social/callback',
  tags: ['Customers'],
  summary: "Completes a social sign-in with the provider's code and state: the session is signed in with a new token",
  security: bearerSecurity,
  request: { query: z.object({ locale: LocaleQuery }), body: json(SocialCallbackRequest) },
  responses: {
    ...ok(SocialAuthResult, 'Signed in. Keep the new token; the one sent before is dead.'),
    400: error('invalid_state: unknown, used, expired, or started by another session.'),
    401: error('social_login_failed: the provider refused the code, or the id token failed a check.'),
    409: error('email_not_verified: no linked account and no verified e-mail from the provider.'),
    503: error(
      'feature_unavailable (not configured, or the provider refused the redirect URI) or provider_unreachable.',
    ),
  },
});

export const socialRoutes = createRouter()
  .openapi(authorizeRoute, async (c) => {
    const { hint, redirectUri } = c.req.valid('json');
    const started = await startSocialLogin(c.var.deps, await shopperOf(c), hint, redirectUri, clientIpOf(c.req));
    return c.json({ ...started, expiresAt: started.expiresAt.toISOString() }, 200);
  })
  .openapi(callbackRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const result = await completeSocialLogin(c.var.deps, await shopperOf(c), c.req.valid('json'), locale);
    return c.json({ ...authAnswer(result), isNew: result.isNew }, 200);
  });
