import { z } from './zod';
import type { FieldMessageKey } from './field-messages';
import { EMAIL_PATTERN, LoginEmail } from './login';
import { passwordProblem } from './registration';

const key = (k: FieldMessageKey) => k;

/**
 * Spec 1 §5 "Reset request": one message for an empty or malformed address, 'Please enter a valid
 * email address.'; the pattern is the spec's (word characters and . % + -, @, a domain, a 2–6
 * letter top-level domain), at most 50 characters like every e-mail of the sign-in flow.
 */
export const ResetRequestEmail = z
  .string()
  .trim()
  .min(1, key('emailInvalid'))
  .max(50, key('emailInvalid'))
  .regex(EMAIL_PATTERN, key('emailInvalid'));

/** The reset request (the /reset-password page and the flow's forgot-password view). */
export const ResetRequestForm = z.object({ intent: z.literal('reset-request'), email: ResetRequestEmail });

/** "Continue Securely" and "Resend Link": a sign-in link for the e-mail of the password step. */
export const PasswordlessRequestForm = z.object({
  intent: z.literal('passwordless'),
  email: LoginEmail,
  /** Where the shopper goes once signed in; checked again (same-origin only) by the engine and the landing page. */
  redirectUrl: z.string().max(2000).optional(),
});

const Token = z.string().trim().min(1, key('invalidToken')).max(200, key('invalidToken'));

/** The reset landing: the link's token and a new password under the registration rules (spec 1 §5). */
export const NewPasswordForm = z.object({
  intent: z.literal('reset-password'),
  token: Token,
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** The passwordless landing's confirm step: only a POST uses the link (a prefetch does not). */
export const PasswordlessConfirmForm = z.object({
  intent: z.literal('passwordless-login'),
  token: Token,
});
