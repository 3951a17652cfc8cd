/**
 * The newsletter sign-up's rules (spec 3 §2.6, §3.9, §5, §9), shared by the storefront, which
 * checks them on blur and on submit, and the engine, which checks them again.
 */

/** Spec 3 §5 and §9: a newsletter email is at most 50 characters. */
export const NEWSLETTER_EMAIL_MAX = 50;

/** Spec 3 §5: word characters and . % + - , then @, a domain, a 2–6 letter top-level domain. */
export const NEWSLETTER_EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/** Spec 3 §9: the two-step sign-up (the marketing link's modal) opens at this window width or more. */
export const TWO_STEP_SIGNUP_MIN_WIDTH = 760;

/**
 * Spec 3 §2.6: the sign-ups' campaign ids (messageId), one per way in. The spec does not give
 * their values; these are ours (decision 050).
 */
export const NEWSLETTER_CAMPAIGNS = {
  /** The footer's email field. */
  footer: 'ridgeline-footer-signup',
  /** The marketing link's two-step modal. */
  twoStep: 'ridgeline-two-step-signup',
} as const;

/** Where on the shop a sign-up came from (the consent record's `source`). */
export const NEWSLETTER_SOURCES = ['footer', 'marketing-link', 'registration', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The spec's messages (spec 3 §5), word for word. */
export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'Must be less than 50 characters.',
  required: 'This field is required.',
  postalCode: 'Please enter a valid zip code',
} as const;

/** What is wrong with a newsletter email, in the spec's order; an empty email is an invalid one. */
export function newsletterEmailProblem(email: string): 'emailInvalid' | 'emailTooLong' | undefined {
  const value = email.trim();
  if (!NEWSLETTER_EMAIL_PATTERN.test(value)) return 'emailInvalid';
  if (value.length > NEWSLETTER_EMAIL_MAX) return 'emailTooLong';
  return undefined;
}
