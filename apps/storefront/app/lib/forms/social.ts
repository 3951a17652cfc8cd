import { z } from './zod';

/** Spec 1 §2: social sign-in is offered for Apple and Google only. */
export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where the sign-in page's own path (for the locale of an error page) may be. */
const samePath = z.string().max(2000).startsWith('/');

/** The "Continue with Apple / Google" buttons: which provider, and the page they were pressed on. */
export const SocialStartForm = z.object({ provider: z.enum(SOCIAL_PROVIDERS), from: samePath.optional() });

/** The callback page posts back what the provider answered, and the return-to page from session storage. */
export const SocialCallbackForm = z.object({
  intent: z.literal('complete'),
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** Apple's `user` JSON (name on the first sign-in only). */
  user: z.string().max(2000).optional(),
  returnTo: z.string().max(2000).optional(),
});

/** How a failed social sign-in is shown on the login page (`?socialError=`), spec 1 §8. */
export const SOCIAL_ERRORS = ['unavailable', 'unverified', 'failed'] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

/** Spec 1 §3 session keys: the return-to page is kept in session storage across the provider's pages. */
export const SOCIAL_RETURN_TO_KEY = 'returnToPage';
