import { z } from '@hono/zod-openapi';

/**
 * The consent API's shapes (decision 053). Strictly necessary cookies need no consent, so only the
 * three optional categories are recorded; `necessary` may be sent but must be true.
 */

export const CONSENT_SOURCES = ['banner', 'dialog', 'gpc'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How far the browser's clock may be from ours, and how late a choice may still be sent. */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60_000;
export const CONSENT_MAX_AGE_MS = 24 * 60 * 60_000;

export const ConsentCategories = z
  .object({
    necessary: z.literal(true).optional().openapi({ description: 'Always on; may be left out.' }),
    analytics: z.boolean(),
    personalisation: z.boolean(),
    marketing: z.boolean(),
  })
  .strict()
  .openapi('ConsentCategories');

export const ConsentRecordRequest = z
  .object({
    /** The browser's anonymous web id (cookie `webid`): a UUID. */
    visitorId: z.string().uuid('must be the web id (a UUID)'),
    categories: ConsentCategories,
    source: z.enum(CONSENT_SOURCES),
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale such as en-US'),
    at: z
      .string()
      .datetime({ offset: true, message: 'must be an ISO 8601 date and time' })
      .refine((value) => {
        const age = Date.now() - Date.parse(value);
        return age >= -CONSENT_CLOCK_SKEW_MS && age <= CONSENT_MAX_AGE_MS;
      }, 'must be within the last 24 hours'),
  })
  .strict()
  .openapi('ConsentRecordRequest');

export const ConsentRecord = z
  .object({
    id: z.string().uuid(),
    categories: ConsentCategories,
    source: z.enum(CONSENT_SOURCES),
    locale: z.string(),
    at: z.string().datetime(),
    recordedAt: z.string().datetime(),
  })
  .openapi('ConsentRecord');

export type ConsentRecordRequestDto = z.infer<typeof ConsentRecordRequest>;
export type ConsentRecordDto = z.infer<typeof ConsentRecord>;
