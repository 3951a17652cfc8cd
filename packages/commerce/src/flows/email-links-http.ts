import { createRoute } from '@hono/zod-openapi';
import { clientIpOf } from '../http/client-ip.js';
import { errorAnswer, errorResponses, jsonBody } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import {
  EmailLinkAccepted,
  PasswordlessAuthorizeRequest,
  PasswordResetRequest,
  PasswordResetTokenRequest,
} from '../modules/recovery/index.js';
import { resetPassword } from './reset-password.js';
import { sendEmailLink } from './send-email-link.js';

/**
 * The routes that e-mail a reset or sign-in link and the one that uses a reset link: each starts a
 * flow across the recovery, customer, rate-limit, mail and session modules. (Checking a link and
 * signing in with one are mounted by recovery's own routes and the sign-in routes.)
 */

const accepted = {
  202: {
    content: { 'application/json': { schema: EmailLinkAccepted } },
    description: 'Accepted. The same answer whether or not the address has an account; only an account gets an e-mail.',
  },
};
const linkRefusals = {
  400: errorResponses[400],
  429: errorAnswer('Too many links asked for this address or from this IP: Retry-After says when to try again.'),
  422: errorAnswer('feature_unavailable: the callback is not on this shop’s origin (PUBLIC_ORIGIN).'),
};

const resetTokenRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/password-reset/token',
  tags: ['Customers'],
  summary: 'E-mails a password-reset link (10 minutes, single use) when the address has an account',
  request: { body: jsonBody(PasswordResetTokenRequest) },
  responses: { ...accepted, ...linkRefusals },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/password-reset',
  tags: ['Customers'],
  summary: 'Sets a new password with a reset link; every session of the customer is signed out',
  request: { body: jsonBody(PasswordResetRequest) },
  responses: {
    204: { description: 'Password replaced; sign in with it.' },
    400: errorAnswer('invalid_token (unknown, used or expired link), invalid_form (password rules) or invalid_input.'),
  },
});

const passwordlessRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/passwordless/authorize',
  tags: ['Customers'],
  summary: 'E-mails a sign-in link (10 minutes, single use) when the address has an account',
  request: { body: jsonBody(PasswordlessAuthorizeRequest) },
  responses: { ...accepted, ...linkRefusals },
});

export const emailLinkRoutes = createRouter()
  .openapi(resetTokenRoute, async (c) => {
    await sendEmailLink(c.var.deps.db, 'password_reset', { ...c.req.valid('json'), clientIp: clientIpOf(c.req) });
    return c.json({ success: true as const }, 202);
  })
  .openapi(resetRoute, async (c) => {
    const { token, newPassword } = c.req.valid('json');
    await resetPassword(c.var.deps.db, token, newPassword);
    return c.body(null, 204);
  })
  .openapi(passwordlessRoute, async (c) => {
    await sendEmailLink(c.var.deps.db, 'passwordless_login', { ...c.req.valid('json'), clientIp: clientIpOf(c.req) });
    return c.json({ success: true as const }, 202);
  });
