import { z } from '@hono/zod-openapi';
import { LocaleQuery } from '../modules/catalog/index.js';

/** The site and locale a shopper's basket or order request is for (the currency follows from them). */
export const SiteLocaleQuery = z.object({ siteId: z.string().max(50).default('ridgeline'), locale: LocaleQuery });
