import { createRoute } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { errorAnswer, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { SocialAuthorization, SocialAuthorizeRequest } from './contract.js';
import { startSocialLogin } from './service.js';

const authorizeRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/social/authorize',
  tags: ['Customers'],
  summary: 'Starts Apple or Google sign-in (OpenID Connect code flow with PKCE): the URL to send the shopper to',
  description:
    'State, nonce and PKCE verifier are kept by the engine for 10 minutes, bound to the calling session: the ' +
    'callback must come from the same session.',
  security: bearerSecurity,
  request: { body: jsonBody(SocialAuthorizeRequest) },
  responses: {
    ...ok(SocialAuthorization, 'Redirect the shopper to authorizationUrl.'),
    400: errorAnswer('invalid_input, or unknown_identity_provider (only Apple and Google).'),
    ...unauthorized,
    429: errorAnswer('Too many sign-ins started from this address: Retry-After says when to try again.'),
    503: errorAnswer('feature_unavailable (the provider is not configured) or provider_unreachable.'),
  },
});

export const socialRoutes = createRouter().openapi(authorizeRoute, async (c) => {
  const { hint, redirectUri } = c.req.valid('json');
  const started = await startSocialLogin(c.var.deps, await shopperOf(c), hint, redirectUri, clientIpOf(c.req));
  return c.json({ ...started, expiresAt: started.expiresAt.toISOString() }, 200);
});
