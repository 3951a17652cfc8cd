import { createRoute } from '@hono/zod-openapi';
import { ErrorResponse, errorResponses, jsonAnswer, jsonBody } from '../http/responses.js';
import { createRouter } from '../http/router.js';
import { SiteLocaleQuery } from '../http/site-query.js';
import { linesOf, Order, orderView, PlaceOrderRequest } from '../modules/order/index.js';
import { bearerSecurity, shopperOf, unauthorized } from '../modules/session/index.js';
import { placeOrder, type PaymentInput } from './place-order.js';
import { basketContextOf, refuseSimulatedOrder } from './shopper-pricing.js';

const placeRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['Orders'],
  summary:
    'Places the shopper’s open basket: stock reserved, card authorised for the server’s total, confirmation e-mailed',
  security: bearerSecurity,
  request: { query: SiteLocaleQuery, body: jsonBody(PlaceOrderRequest) },
  responses: {
    201: jsonAnswer(Order, 'The order, placed.'),
    200: jsonAnswer(Order, 'The order this basket already gave (a double submit or a retry).'),
    ...errorResponses,
    ...unauthorized,
    402: jsonAnswer(ErrorResponse, 'The card was declined (the message says why); the bag stays open for another try.'),
    409: jsonAnswer(
      ErrorResponse,
      'Not enough stock (“Only 2 left for …!”, “Out of stock”), the total changed since `expectedTotal`, or the session’s shopper context simulates customer groups or a moment (`simulated_shopper_context`: the Storefront Toolkit; exit it first).',
    ),
    422: jsonAnswer(ErrorResponse, 'The card is not valid as typed; `details` lists each problem with its field.'),
    503: jsonAnswer(
      ErrorResponse,
      'The payment could not be confirmed; the order is settled later. Check its status before trying again.',
    ),
  },
});

export const placeOrderRoutes = createRouter().openapi(placeRoute, async (c) => {
  const { siteId, locale } = c.req.valid('query');
  const shopper = await shopperOf(c);
  await refuseSimulatedOrder(c.var.deps.db, shopper);
  const ctx = await basketContextOf(c.var.deps.db, shopper, { siteId, locale });
  const body = c.req.valid('json');
  const { payment: p, expectedTotal } = body;
  // The schema lets exactly one of the two through; holder is for the shopper's eyes only.
  const payment: PaymentInput = p.card
    ? { card: { number: p.card.number, expMonth: p.card.expMonth, expYear: p.card.expYear, cvc: p.card.cvc } }
    : { token: p.token! };
  const { db } = c.var.deps;
  const { order, created, known } = await placeOrder(c.var.deps, shopper, ctx, {
    payment,
    ...(expectedTotal !== undefined ? { expectedTotal } : {}),
  });
  // A new order answers with the lines and products placing it read (decision 027).
  const view = await orderView(db, order, known?.lines ?? (await linesOf(db, order.id)), locale, known);
  return created ? c.json(view, 201) : c.json(view, 200);
});
