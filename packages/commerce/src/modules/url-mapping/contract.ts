import { z } from '@hono/zod-openapi';

/**
 * API shape of the URL mapping (spec 1 §2 Hybrid routing, §7 URL mapping), modelled on Salesforce's
 * Shopper SEO getUrlMapping: what a storefront path that no page route claims stands for.
 */

/** Longer than any real storefront path; a bound keeps lookups and error messages small. */
export const MAX_URL_SEGMENT_LENGTH = 2048;

/** What a stored redirect can point at instead of a URL: the storefront builds that resource's URL. */
export const REDIRECT_RESOURCE_TYPES = ['product', 'category', 'content_asset'] as const;
export type RedirectResourceType = (typeof REDIRECT_RESOURCE_TYPES)[number];

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

export const UrlMapping = z
  .object({
    resourceType: z.enum(['category', 'product', 'content_asset', 'redirect']).openapi({
      description:
        '`redirect`: go to `destinationUrl`. Otherwise the path names this resource; the storefront sends ' +
        'the shopper to its canonical URL.',
    }),
    resourceId: z.string().optional().openapi({ description: 'The product, category or content asset id.' }),
    destinationUrl: z
      .string()
      .optional()
      .openapi({
        description:
          'Only with `redirect`: a path of this storefront (`/store-locator`) or an absolute URL on the legacy ' +
          'storefront. Callers must still check where it points before redirecting.',
        example: '/store-locator',
      }),
    statusCode: z
      .union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])
      .optional()
      .openapi({ description: 'Only for stored redirects: the status they were stored with (301 unless temporary).' }),
  })
  .openapi('UrlMapping');

export type UrlMapping = z.infer<typeof UrlMapping>;
