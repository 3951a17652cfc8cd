import { z } from '@hono/zod-openapi';
import { SessionTokensFields } from '../session/index.js';

export const LoginRequest = z
  .object({
    email: z.string().trim().min(1, 'is required').max(200),
    password: z.string().min(1, 'is required').max(1000),
    /** "Keep me logged in." (spec 1 §2, checked by default): a 90-day session, else one that ends with the browser. */
    rememberMe: z.boolean().default(true),
  })
  .strict()
  .openapi('LoginRequest');

export const Customer = z
  .object({
    customerId: z.string(),
    customerNo: z.string(),
    isRegistered: z.literal(true),
    isGuest: z.literal(false),
    customerType: z.literal('registered'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    login: z.string(),
    phoneHome: z.string().optional(),
    gender: z.number().int().optional(),
    birthdayMonth: z.number().int().optional(),
    birthdayDay: z.number().int().optional(),
    preferredLocale: z.string().optional(),
    c_customerGroups: z.array(z.string()),
    c_postalCode: z.string().optional(),
    c_newsletter: z.boolean(),
    c_loyaltyEnrolled: z.boolean(),
    creationDate: z.string().datetime(),
    lastModified: z.string().datetime(),
    lastLoginTime: z.string().datetime().optional(),
    previousLoginTime: z.string().datetime().optional(),
    lastVisitTime: z.string().datetime().optional(),
    previousVisitTime: z.string().datetime().optional(),
  })
  .openapi('Customer');

/** A signed-in session: the same usid as before sign-in when there was one, and a new token. */
export const AuthResult = z
  .object({
    ...SessionTokensFields,
    customer: Customer,
  })
  .openapi('AuthResult');

export type LoginRequest = z.input<typeof LoginRequest>;
export type CustomerDto = z.infer<typeof Customer>;
export type AuthResultDto = z.infer<typeof AuthResult>;
