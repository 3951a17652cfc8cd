import { z } from './zod';
import type { FieldMessageKey } from './field-messages';
import { countryOfLocale, postalCodeField } from './postal-code';
import { EMAIL_PATTERN } from './email-pattern';

const key = (k: FieldMessageKey) => k;
/** Spec 1 §5's email pattern (at most 50 characters, below). */
export { EMAIL_PATTERN };

export const LoginEmail = z
  .string()
  .trim()
  .min(1, key('emailRequired'))
  .max(50, key('emailInvalid'))
  .regex(EMAIL_PATTERN, key('emailInvalid'));

/** The sign-in email step: its Continue asks the precheck which view comes next. */
export const EmailStepForm = z.object({ intent: z.literal('precheck'), email: LoginEmail });

/**
 * The password step (spec 1 §5 Login): 8–255 characters. The postal code is there only when the
 * precheck asked for it (`updatePostalCode`): then it is required, by the locale's country rule.
 */
export const passwordStepForm = (localeId: string) =>
  z.object({
    intent: z.literal('login'),
    email: LoginEmail,
    password: z
      .string()
      .min(1, key('passwordRequired'))
      .min(8, key('passwordInvalid'))
      .max(255, key('passwordInvalid')),
    rememberMe: z.literal('on').optional(),
    postalCode: postalCodeField(countryOfLocale(localeId)).optional(),
  });
export type PasswordStepForm = z.infer<ReturnType<typeof passwordStepForm>>;
