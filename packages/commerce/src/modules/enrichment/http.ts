import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import { LocaleQuery } from '../../http/site-query.js';
import { EnrichmentRequest, EnrichmentResponse } from './contract.js';
import { enrichProducts } from './service.js';

const Key = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'may only hold letters, digits, dash and underscore');

/**
 * Shaped like the platform's custom APIs (spec 2 §7 "Custom API helper"):
 * POST /custom/{apiName}/v1/organizations/{orgId}/{endpointPath}?siteId&locale.
 * One engine serves one organisation, so the organisation id is only checked for shape.
 */
const enrichRoute = createRoute({
  method: 'post',
  path: '/custom/products/v1/organizations/{organizationId}/products',
  tags: ['Catalogue'],
  summary: 'Products enrichment: current prices, badges and images for tiles fed by the search service',
  request: {
    params: z.object({ organizationId: Key.openapi({ example: 'f_ecom_ridgeline' }) }),
    query: z.object({ siteId: Key.openapi({ example: 'ridgeline' }), locale: LocaleQuery }),
    body: { content: { 'application/json': { schema: EnrichmentRequest } }, required: true },
  },
  responses: { ...ok(EnrichmentResponse, 'The products asked for that exist and are online.'), ...errorResponses },
});

export const enrichmentRoutes = createRouter().openapi(enrichRoute, async (c) => {
  const data = await enrichProducts(c.var.deps.db, c.req.valid('query'), c.req.valid('json'));
  return c.json({ data }, 200);
});
