import { z } from '@hono/zod-openapi';

/** The locale a request is for, as `language-COUNTRY`; en-US when absent. */
export const LocaleQuery = z
  .string()
  .regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale such as en-US')
  .default('en-US')
  .openapi({ example: 'fr-CA' });

/** The currency prices are shown in. */
export const CurrencyQuery = z.enum(['USD', 'CAD']).default('USD').openapi({ example: 'CAD' });

/** The site and locale a shopper's basket or order request is for (the currency follows from them). */
export const SiteLocaleQuery = z.object({ siteId: z.string().max(50).default('ridgeline'), locale: LocaleQuery });
