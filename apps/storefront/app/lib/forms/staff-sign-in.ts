import { z } from './zod';
import type { FieldErrors, FieldMessageKey } from './field-messages';

const key = (k: FieldMessageKey) => k;

/** A staff login as the engine takes it (decision 047): something@domain.tld, 254 characters at most. */
const STAFF_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

/**
 * The staff sign-in form (`/staff/login`), checked in the browser and again by its action, with the
 * shopper sign-in's messages: an e-mail (required, an address) and a password (required, 8–255
 * characters, as every staff password is). `next` is where to go once signed in (checked apart).
 */
export const StaffSignInForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, key('emailRequired'))
    .max(254, key('emailInvalid'))
    .regex(STAFF_EMAIL, key('emailInvalid')),
  password: z.string().min(1, key('passwordRequired')).min(8, key('passwordInvalid')).max(255, key('passwordInvalid')),
  next: z.string().max(2_000).optional(),
});
export type StaffSignInForm = z.infer<typeof StaffSignInForm>;

/** What the sign-in action answers when it refuses (a success redirects). */
export type StaffSignInRefusal = {
  ok: false;
  /** Each field's first message: a fieldMessages key. */
  fieldErrors: FieldErrors;
  /** A fieldMessages key (shown translated) or the engine's own message (its single refusal). */
  formError?: FieldMessageKey | string;
};
