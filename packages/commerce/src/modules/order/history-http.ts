import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { LocaleQuery } from '../../http/site-query.js';
import { toMajor } from '../pricing/index.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import { Order } from './contract.js';
import { getCustomerOrder, listCustomerOrders, ORDER_HISTORY_MAX_PAGE, ORDER_HISTORY_PAGE } from './history.js';
import { orderView } from './view.js';

const guest = { 403: errorAnswer('A guest session: "You must create an account to access this feature."') };
const tags = ['Orders'];

export const CustomerOrderSummary = z
  .object({
    orderNo: z.string(),
    status: z.enum(['created', 'placed', 'cancelled']),
    currency: z.enum(['USD', 'CAD']),
    createdAt: z.string().datetime(),
    placedAt: z.string().datetime().optional(),
    /** Units bought, all lines together. */
    itemCount: z.number().int(),
    /** Major units, as charged. */
    orderTotal: z.number(),
  })
  .openapi('CustomerOrderSummary');

export const CustomerOrderResult = z
  .object({
    limit: z.number().int(),
    offset: z.number().int(),
    /** All of the customer's orders, for paging. */
    total: z.number().int(),
    data: z.array(CustomerOrderSummary),
  })
  .openapi('CustomerOrderResult');

const listRoute = createRoute({
  method: 'get',
  path: '/shopper/customers/me/orders',
  tags,
  summary: "The signed-in customer's orders, newest first (never-paid attempts left out)",
  security: bearerSecurity,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_PAGE).default(ORDER_HISTORY_PAGE),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
  },
  responses: { ...ok(CustomerOrderResult, 'One page of orders.'), 400: errorResponses[400], ...guest, ...unauthorized },
});

const getRoute = createRoute({
  method: 'get',
  path: '/shopper/customers/me/orders/{orderNo}',
  tags,
  summary: 'One of the signed-in customer’s orders; anyone else’s answers 404',
  security: bearerSecurity,
  request: { query: z.object({ locale: LocaleQuery }), params: z.object({ orderNo: z.string().max(40) }) },
  responses: { ...ok(Order, 'The order.'), ...guest, 404: errorResponses[404], ...unauthorized },
});

export const orderHistoryRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const { total, orders } = await listCustomerOrders(c.var.deps.db, await shopperOf(c), { limit, offset });
    const data = orders.map((o) => ({
      orderNo: o.orderNo,
      status: o.status as 'created' | 'placed' | 'cancelled',
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      ...(o.placedAt ? { placedAt: o.placedAt.toISOString() } : {}),
      itemCount: o.itemCount,
      orderTotal: toMajor(o.totals.orderTotal),
    }));
    return c.json({ limit, offset, total, data }, 200);
  })
  .openapi(getRoute, async (c) => {
    const { db } = c.var.deps;
    const { order, lines } = await getCustomerOrder(db, await shopperOf(c), c.req.valid('param').orderNo);
    return c.json(await orderView(db, order, lines, c.req.valid('query').locale), 200);
  });

export type CustomerOrderSummaryDto = z.infer<typeof CustomerOrderSummary>;
export type CustomerOrderResultDto = z.infer<typeof CustomerOrderResult>;
