import { createRoute, type z } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { ErrorResponse, errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import {
  EmailLinkAccepted,
  EmailLinkCheckRequest,
  EmailLinkStatus,
  PasswordlessAuthorizeRequest,
  PasswordResetRequest,
  PasswordResetTokenRequest,
} from './contract.js';
import { isEmailLinkValid, resetPassword, sendEmailLink } from './service.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const error = (description: string) => ({ content: { 'application/json': { schema: ErrorResponse } }, description });
const accepted = {
  202: {
    content: { 'application/json': { schema: EmailLinkAccepted } },
    description: 'Accepted. The same answer whether or not the address has an account; only an account gets an e-mail.',
  },
};
const linkRefusals = {
  400: errorResponses[400],
  429: error('Too many links asked for this address or from this IP: Retry-After says when to try again.'),
  422: error('feature_unavailable: the callback is not on this shop’s origin (PUBLIC_ORIGIN).'),
};

const resetTokenRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/password-reset/token',
  tags: ['Customers'],
  summary: 'E-mails a password-reset link (10 minutes, single use) when the address has an account',
  request: { body: json(PasswordResetTokenRequest) },
  responses: { ...accepted, ...linkRefusals },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/password-reset',
  tags: ['Customers'],
  summary: 'Sets a new password with a reset link; every session of the customer is signed out',
  request: { body: json(PasswordResetRequest) },
  responses: {
    204: { description: 'Password replaced; sign in with it.' },
    400: error('invalid_token (unknown, used or expired link), invalid_form (password rules) or invalid_input.'),
  },
});

const passwordlessRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/passwordless/authorize',
  tags: ['Customers'],
  summary: 'E-mails a sign-in link (10 minutes, single use) when the address has an account',
  request: { body: json(PasswordlessAuthorizeRequest) },
  responses: { ...accepted, ...linkRefusals },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/shopper/auth/email-links/check',
  tags: ['Customers'],
  summary: 'Whether a reset or sign-in link still works, without using it',
  request: { body: json(EmailLinkCheckRequest) },
  responses: { ...ok(EmailLinkStatus, 'Whether the link works.'), 400: errorResponses[400] },
});

export const recoveryRoutes = createRouter()
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
  })
  .openapi(checkRoute, async (c) => {
    const { token, purpose } = c.req.valid('json');
    return c.json({ valid: await isEmailLinkValid(c.var.deps.db, purpose, token) }, 200);
  });
