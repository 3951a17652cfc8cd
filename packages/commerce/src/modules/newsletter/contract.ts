import { z } from '@hono/zod-openapi';

/**
 * The newsletter API's shapes (spec 3 §3.9, §7). The spec's fields keep their names; the
 * storefront also says where the sign-up happened (source, page, locale), gives its unsubscribe
 * page, and passes the honeypot field (`website`) as the visitor left it. Extra fields are refused.
 */

const Locale = z.enum(['en-US', 'en-CA', 'fr-CA']).openapi({ example: 'en-US' });
/** Checked by the newsletter's rules, not here, so that every wrong e-mail gets the spec's message. */
const Email = z.string().max(1000).openapi({ example: 'hiker@example.com' });
const Honeypot = z
  .string()
  .max(1000)
  .optional()
  .openapi({ description: 'Left empty by people; a filled one is answered as a success and nothing is kept.' });
const Page = z.string().max(500).optional().openapi({ description: 'The storefront path the form was on.' });

export const NewsletterSubscribeRequest = z
  .object({
    email: Email,
    source: z.enum(['footer', 'marketing-link']).optional().openapi({ description: 'footer when absent' }),
    page: Page,
    locale: Locale.optional(),
    messageId: z.string().max(100).optional().openapi({ description: 'The campaign id of the sign-up.' }),
    unsubscribeUrl: z.string().max(2000).optional().openapi({
      description: 'The storefront page the unsubscribe link opens (on PUBLIC_ORIGIN); the shop’s own when absent.',
    }),
    website: Honeypot,
  })
  .strict()
  .openapi('NewsletterSubscribeRequest');
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequest>;

export const NewsletterSubscribeAnswer = z
  .object({
    success: z.boolean(),
    msg: z.string(),
    /** True when the list already holds the postal code and gender (told only to the signed-in owner of the address). */
    allFieldsProvided: z.boolean(),
    postalCode: z.string(),
    /** 0 none, 1 male, 2 female, -1 prefer not to answer. */
    gender: z.number().int(),
    emailProfileCreationDate: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('NewsletterSubscribeAnswer');
export type NewsletterSubscribeAnswer = z.infer<typeof NewsletterSubscribeAnswer>;

export const NewsletterDetailRequest = z
  .object({
    email: Email,
    postalCode: z.string().max(100),
    gender: z.number().int(),
    source: z.string().max(40).optional(),
    messageId: z.string().max(100).optional(),
    emailProfileCreationDate: z.string().max(100).optional(),
    page: Page,
    locale: Locale.optional(),
    website: Honeypot,
  })
  .strict()
  .openapi('NewsletterDetailRequest');
export type NewsletterDetailRequest = z.infer<typeof NewsletterDetailRequest>;

export const NewsletterSuccess = z.object({ success: z.literal(true) }).openapi('NewsletterSuccess');

/** A refusal in the spec's shape (success false, msg) and the API's (error). */
export const NewsletterRefusal = z
  .object({
    success: z.literal(false),
    msg: z.string(),
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .openapi('NewsletterRefusal');

export const UnsubscribeRequest = z
  .object({
    token: z.string().max(200),
    /** unsubscribe-page (the page's button, the default) or one-click-unsubscribe (RFC 8058, from a mail client). */
    method: z.enum(['unsubscribe-page', 'one-click-unsubscribe']).optional(),
  })
  .strict()
  .openapi('NewsletterUnsubscribeRequest');
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

export const UnsubscribeCheckRequest = z
  .object({ token: z.string().max(200) })
  .strict()
  .openapi('NewsletterUnsubscribeCheck');

export const UnsubscribeStatus = z
  .object({
    /** The address, partly hidden (h•••r@example.com): the page says which address it is about. */
    email: z.string(),
    subscribed: z.boolean(),
  })
  .openapi('NewsletterUnsubscribeStatus');
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatus>;
