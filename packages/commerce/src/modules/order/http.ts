import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonAnswer } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { SiteLocaleQuery } from '../../http/site-query.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { Order } from './contract.js';
import { getShopperOrder } from './service.js';
import { orderView } from './view.js';

const getRoute = createRoute({
  method: 'get',
  path: '/orders/{orderNo}',
  tags: ['Orders'],
  summary: 'An order placed from this session (or by the same customer); anyone else’s answers 404',
  security: bearerSecurity,
  request: { query: SiteLocaleQuery, params: z.object({ orderNo: z.string().max(40) }) },
  responses: { 200: jsonAnswer(Order, 'The order.'), ...errorResponses, ...unauthorized },
});

export const orderRoutes = createRouter().openapi(getRoute, async (c) => {
  const { locale } = c.req.valid('query');
  const shopper = await shopperOf(c);
  const { db } = c.var.deps;
  const { order, lines } = await getShopperOrder(db, shopper, c.req.valid('param').orderNo);
  return c.json(await orderView(db, order, lines, locale), 200);
});
