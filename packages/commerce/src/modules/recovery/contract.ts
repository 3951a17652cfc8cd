import { z } from '@hono/zod-openapi';
import { AuthResult } from '../customer/index.js';

const Locale = z.enum(['en-US', 'en-CA', 'fr-CA']).default('en-US');
const Email = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address');
const Token = z.string().min(1, 'is required').max(200);
const CallbackUri = z.string().min(1, 'is required').max(2000);

/** Spec 1 §7 "Reset token": the account's e-mail and the storefront page the link lands on. */
export const PasswordResetTokenRequest = z
  .object({
    email: Email,
    /** The e-mail's language: the shopper's locale. */
    locale: Locale,
    /** The reset landing page (absolute URL on this shop's origin); the token is added to its query. */
    callbackUri: CallbackUri,
  })
  .strict()
  .openapi('PasswordResetTokenRequest');

/** Spec 1 §7 "Passwordless authorise": like a reset request, plus where to go once signed in. */
export const PasswordlessAuthorizeRequest = z
  .object({
    email: Email,
    locale: Locale,
    callbackUri: CallbackUri,
    /** A same-origin path; anything else becomes `/`. */
    redirectUrl: z.string().max(2000).optional(),
  })
  .strict()
  .openapi('PasswordlessAuthorizeRequest');

/** The same answer whether or not the address has an account. */
export const EmailLinkAccepted = z.object({ success: z.literal(true) }).openapi('EmailLinkAccepted');

/** Spec 1 §7 "Reset password": the link's token and the new password (the registration rules). */
export const PasswordResetRequest = z
  .object({ token: Token, newPassword: z.string().max(1000) })
  .strict()
  .openapi('PasswordResetRequest');

export const PasswordlessLoginRequest = z
  .object({
    token: Token,
    /** "Keep me logged in.": a 90-day session, else one that ends with the browser. */
    rememberMe: z.boolean().default(true),
  })
  .strict()
  .openapi('PasswordlessLoginRequest');

export const PasswordlessLoginResult = AuthResult.extend({
  /** The same-origin path chosen when the link was asked for. */
  redirectUrl: z.string(),
}).openapi('PasswordlessLoginResult');

export const EmailLinkCheckRequest = z
  .object({ token: Token, purpose: z.enum(['password_reset', 'passwordless_login']) })
  .strict()
  .openapi('EmailLinkCheckRequest');

export const EmailLinkStatus = z.object({ valid: z.boolean() }).openapi('EmailLinkStatus');

export type PasswordResetTokenRequest = z.input<typeof PasswordResetTokenRequest>;
export type PasswordlessAuthorizeRequest = z.input<typeof PasswordlessAuthorizeRequest>;
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;
export type PasswordlessLoginRequest = z.input<typeof PasswordlessLoginRequest>;
export type EmailLinkCheckRequest = z.input<typeof EmailLinkCheckRequest>;
export type PasswordlessLoginResultDto = z.infer<typeof PasswordlessLoginResult>;
export type EmailLinkStatusDto = z.infer<typeof EmailLinkStatus>;
