import { z } from '@hono/zod-openapi';
import { AuthResult } from '../customer/index.js';
import { SOCIAL_PROVIDERS } from './schema.js';

const httpUrl = z
  .string()
  .max(500)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https URL');

/** Spec 1 §7 "Social authorise": the identity provider's hint and the redirect URI. */
export const SocialAuthorizeRequest = z
  .object({
    /** 'Apple' or 'Google' (any case); anything else is refused and logged. */
    hint: z.string().trim().min(1, 'is required').max(50),
    /** Where the provider sends the shopper back: the storefront's social callback, registered with the provider. */
    redirectUri: httpUrl,
  })
  .strict()
  .openapi('SocialAuthorizeRequest');

export const SocialAuthorization = z
  .object({
    provider: z.enum(SOCIAL_PROVIDERS),
    /** Send the shopper here (a full-page redirect). */
    authorizationUrl: z.string().url(),
    /** The sign-in must come back before this time. */
    expiresAt: z.string().datetime(),
  })
  .openapi('SocialAuthorization');

const name = z.string().max(100).optional();

export const SocialCallbackRequest = z
  .object({
    code: z.string().min(1, 'is required').max(4096),
    state: z.string().min(1, 'is required').max(512),
    /** Apple's `user` form field, read by the callback page: used only to name a new customer. */
    user: z.object({ firstName: name, lastName: name }).strict().optional(),
  })
  .strict()
  .openapi('SocialCallbackRequest');

/** A social sign-in's session, as a login's, and whether the customer was created by it (for the welcome). */
export const SocialAuthResult = AuthResult.extend({ isNew: z.boolean() }).openapi('SocialAuthResult');

export type SocialAuthorizeRequest = z.infer<typeof SocialAuthorizeRequest>;
export type SocialAuthorizationDto = z.infer<typeof SocialAuthorization>;
export type SocialCallbackRequest = z.infer<typeof SocialCallbackRequest>;
export type SocialAuthResultDto = z.infer<typeof SocialAuthResult>;
