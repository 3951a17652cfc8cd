import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import { LocaleQuery } from '../../http/site-query.js';
import { MAX_URL_SEGMENT_LENGTH, UrlMapping } from './contract.js';
import { getUrlMapping } from './service.js';

const getUrlMappingRoute = createRoute({
  method: 'get',
  path: '/url-mapping',
  tags: ['URL mapping'],
  summary: 'What a storefront path stands for: a stored redirect, a product, a category or a content asset',
  description:
    'Like Salesforce Shopper SEO getUrlMapping. `urlSegment` is the path without site or locale prefix, with or ' +
    'without its leading slash; the query, the trailing slash and the case of the path do not matter, and ' +
    'percent-encoding is decoded. Stored redirects (legacy storefront URLs) come first, then product paths ' +
    '(`p/{slug}`, `p/noslug-{productId}.html`), category custom URLs and slugs, and bare legacy slugs ' +
    '(`mens-clothing`, `{product-slug}.html`). Answers 404 when nothing maps.',
  request: {
    query: z.object({
      urlSegment: z.string().min(1, 'is required').max(MAX_URL_SEGMENT_LENGTH).openapi({ example: 'mens/jackets/' }),
      locale: LocaleQuery,
    }),
  },
  responses: { ...ok(UrlMapping, 'What the path maps to.'), ...errorResponses },
});

export const urlMappingRoutes = createRouter().openapi(getUrlMappingRoute, async (c) => {
  return c.json(await getUrlMapping(c.var.deps.db, c.req.valid('query')), 200);
});
