import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../../http/site-query.js';
import { CONTENT_LIST_MAX_LIMIT, ContentAsset, ContentAssetList } from './contract.js';
import { getContentAsset, listContentAssets } from './service.js';
import { CONTENT_KINDS } from './schema.js';

const listContentRoute = createRoute({
  method: 'get',
  path: '/content',
  tags: ['Content'],
  summary: 'Online articles and service pages, newest first',
  request: {
    query: z.object({
      locale: LocaleQuery,
      kind: z.enum(CONTENT_KINDS).optional(),
      limit: z.coerce.number().int().min(1).max(CONTENT_LIST_MAX_LIMIT).default(25),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
  },
  responses: { ...ok(ContentAssetList, 'The page of articles and how many there are in all.'), ...errorResponses },
});

const getContentRoute = createRoute({
  method: 'get',
  path: '/content/{id}',
  tags: ['Content'],
  summary: 'One online article, in the requested language',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[a-z0-9-]+$/, 'may only hold lower-case letters, digits and dashes')
        .openapi({ example: 'how-to-layer-for-winter-hiking' }),
    }),
    query: z.object({ locale: LocaleQuery }),
  },
  responses: { ...ok(ContentAsset, 'The article.'), ...errorResponses },
});

export const contentRoutes = createRouter()
  .openapi(listContentRoute, async (c) => c.json(await listContentAssets(c.var.deps.db, c.req.valid('query')), 200))
  .openapi(getContentRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getContentAsset(c.var.deps.db, id, c.req.valid('query').locale), 200);
  });
