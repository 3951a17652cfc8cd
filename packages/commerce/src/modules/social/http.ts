import { createRoute, type z } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { ErrorResponse, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { SocialAuthorization, SocialAuthorizeRequest } from './contract.js';
import { startSocialLogin } from './service.js';

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

export const socialRoutes = createRouter().openapi(authorizeRoute, async (c) => {
  const { hint, redirectUri } = c.req.valid('json');
  const started = await startSocialLogin(c.var.deps, await shopperOf(c), hint, redirectUri, clientIpOf(c.req));
  return c.json({ ...started, expiresAt: started.expiresAt.toISOString() }, 200);
});
