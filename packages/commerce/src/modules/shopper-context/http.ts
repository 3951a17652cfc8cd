import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse, errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { ShopperContext, ShopperContextInput } from './contract.js';
import {
  type ContextKey,
  createShopperContext,
  deleteShopperContext,
  getShopperContext,
  updateShopperContext,
} from './service.js';

const params = z.object({ usid: z.uuid('must be the usid of your session') });
const query = z.object({ siteId: z.string().trim().min(1).max(50) });
const body = { content: { 'application/json': { schema: ShopperContextInput } }, required: true };
const common = { tags: ['Shopper context'], security: bearerSecurity, path: '/shopper/contexts/{usid}' as const };
const failures = { ...errorResponses, ...unauthorized };

const getRoute = createRoute({
  ...common,
  method: 'get',
  summary: "The session's shopper context for a site (404 when none, or for another session's usid)",
  request: { params, query },
  responses: { ...ok(ShopperContext, 'The context.'), ...failures },
});

const createRouteDef = createRoute({
  ...common,
  method: 'put',
  summary: 'Creates the shopper context (409 when it exists: update it instead)',
  request: { params, query, body },
  responses: {
    201: { content: { 'application/json': { schema: ShopperContext } }, description: 'The new context.' },
    409: {
      content: { 'application/json': { schema: ErrorResponse } },
      description: 'The session already has a context for the site.',
    },
    ...failures,
  },
});

const updateRoute = createRoute({
  ...common,
  method: 'patch',
  summary: 'Replaces the fields sent (couponCodes, qualifiers, groups, location, source code…)',
  request: { params, query, body },
  responses: { ...ok(ShopperContext, 'The updated context.'), ...failures },
});

const deleteRoute = createRoute({
  ...common,
  method: 'delete',
  summary: 'Removes the shopper context',
  request: { params, query },
  responses: { 204: { description: 'Removed.' }, ...failures },
});

/** The usid from the path and the site from the query, as every context route takes them. */
function keyOf(c: { req: { param(name: 'usid'): string; query(name: 'siteId'): string | undefined } }): ContextKey {
  // Both were validated by the route's schemas before the handler runs.
  return { usid: c.req.param('usid'), siteId: (c.req.query('siteId') ?? '').trim() };
}

export const shopperContextRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    return c.json(await getShopperContext(c.var.deps.db, await shopperOf(c), keyOf(c)), 200);
  })
  .openapi(createRouteDef, async (c) => {
    return c.json(await createShopperContext(c.var.deps.db, await shopperOf(c), keyOf(c), c.req.valid('json')), 201);
  })
  .openapi(updateRoute, async (c) => {
    return c.json(await updateShopperContext(c.var.deps.db, await shopperOf(c), keyOf(c), c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteShopperContext(c.var.deps.db, await shopperOf(c), keyOf(c));
    return c.body(null, 204);
  });
