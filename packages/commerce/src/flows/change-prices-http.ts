import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, ok } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import { changePrices } from './change-prices.js';

const MAX_PRICES = 500;

const PriceChange = z
  .object({
    priceBookId: z.string().min(1).max(100).openapi({ example: 'usd-list' }),
    productId: z.string().min(1).max(100),
    minQuantity: z.number().int().min(1).max(100_000).default(1),
    amountMinor: z.number().int().min(0).max(100_000_000),
  })
  .strict();

const changePricesRoute = createRoute({
  method: 'put',
  path: '/admin/prices',
  tags: ['Operations'],
  summary: 'Set prices (operator token)',
  description:
    'Sets each price (a new one or a changed amount), indexes the listings that show them again, and drops every server instance’s stored pages. All or nothing.',
  security: [{ adminToken: [] }],
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ prices: z.array(PriceChange).min(1).max(MAX_PRICES) }).strict() },
      },
      required: true,
    },
  },
  responses: {
    ...ok(z.object({ updated: z.number().int(), reindexed: z.number().int() }), 'What changed.'),
    ...errorResponses,
  },
});

export const changePricesRoutes = createRouter().openapi(changePricesRoute, async (c) =>
  c.json(await changePrices(c.var.deps.db, c.req.valid('json').prices), 200),
);
