import { z } from '@hono/zod-openapi';
import { PASSWORD_CONSTRAINTS, REGISTER_FORM_SETTINGS } from '@ridgeline/config';
import type { Database } from '../../db/client.js';
import { consumeLimits, LIMITS } from '../rate-limit/index.js';
import { findCustomerByEmail } from './service.js';

export const PrecheckRequest = z
  .object({ gatewayEmail: z.string().trim().min(1, 'is required').max(200) })
  .strict()
  .openapi('PrecheckRequest');

export const PrecheckResponse = z
  .object({
    /** login: the e-mail has an account (password step); register: it has none (registration form). */
    registrationStep: z.enum(['login', 'register']),
    registerFormSettings: z.object({
      canEnrollInLoyalty: z.boolean(),
      loyaltyPrivacyConsentRequired: z.boolean(),
      isFormatPhoneNumber: z.boolean(),
      isCustomerOptInDefaultEnabled: z.boolean(),
      isSmsOptInEnabled: z.boolean(),
      isAccountCreationCaptchaEnabled: z.boolean(),
      isExcludeNoFiTerms: z.boolean(),
      isBirthdayStepEnabled: z.boolean(),
      isLoyaltyExplicitConsentRequired: z.boolean(),
    }),
    passwordConstraints: z.object({
      minLength: z.number().int(),
      requireUppercase: z.boolean(),
      requireLowercase: z.boolean(),
      requireNumber: z.boolean(),
      requireSpecialChar: z.boolean(),
    }),
    /** Whether the registration form shows the loyalty banner (enrolment possible, not yet a member). */
    loyaltyJoinBanner: z.boolean(),
    /** The login form asks for a postal code: the account has none yet. */
    updatePostalCode: z.boolean(),
  })
  .openapi('PrecheckResponse');
export type PrecheckResponse = z.infer<typeof PrecheckResponse>;

/**
 * The sign-in modal's precheck (spec 1 §3, §4): which view comes next for this e-mail, and the
 * settings the registration screen reads. It tells whether an account exists — the modal needs
 * that — so it is limited per IP like the other account endpoints.
 */
export async function precheckCustomer(
  db: Database,
  gatewayEmail: string,
  clientIp: string,
): Promise<PrecheckResponse> {
  await consumeLimits(db, [[LIMITS.precheckPerIp, clientIp]]);
  const customer = await findCustomerByEmail(db, gatewayEmail);
  return {
    registrationStep: customer ? 'login' : 'register',
    registerFormSettings: { ...REGISTER_FORM_SETTINGS },
    passwordConstraints: { ...PASSWORD_CONSTRAINTS },
    loyaltyJoinBanner: REGISTER_FORM_SETTINGS.canEnrollInLoyalty && !customer?.loyaltyEnrolled,
    updatePostalCode: Boolean(customer && !customer.postalCode),
  };
}
