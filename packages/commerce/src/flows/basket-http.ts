import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter } from '../http/router.js';
import { errorResponses, jsonBody, ok } from '../http/responses.js';
import { SiteLocaleQuery } from '../http/site-query.js';
import type { Database } from '../db/client.js';
import type { AppEnv } from '../http/types.js';
import {
  addItem,
  Basket,
  findOpenBasket,
  itemCount,
  NoBasketError,
  removeCoupon,
  removeItem,
  setBillingAddress,
  setCustomerEmail,
  setShippingAddress,
  setShippingMethod,
  ShippingMethod,
  updateItem,
  type ShopperContext,
} from '../modules/basket/index.js';
import { AddressInput } from '../modules/address/index.js';
import { CatalogueId as Id } from '../modules/catalog/index.js';
import { bearerSecurity, shopperOf, unauthorized, type Shopper } from '../modules/session/index.js';
import { addCoupon } from './apply-coupon.js';
import { basketContextOf } from './shopper-pricing.js';
import { basketView, loadedBasketView, shippingMethodsFor } from './basket-view.js';

/** The basket's routes: every answer is the bag priced now (basket-view), so they sit above the modules. */

const ItemId = z.string().uuid('must be a basket item id');
const query = SiteLocaleQuery;
const basketAnswer = { ...ok(Basket, 'The basket, priced now.'), ...errorResponses, ...unauthorized };

/** A basket route: bearer session, site and locale in the query, the basket as the answer. */
function route<M extends 'get' | 'post' | 'put' | 'patch' | 'delete', P extends string, E extends object = object>(
  method: M,
  path: P,
  summary: string,
  extra?: E,
) {
  const request = { query, ...extra } as { query: typeof query } & E;
  return createRoute({
    method,
    path,
    tags: ['Baskets'],
    summary,
    security: bearerSecurity,
    request,
    responses: basketAnswer,
  });
}

type Who = { shopper: Shopper; ctx: ShopperContext; db: Database };

/** The shopper, their locale and currency (the basket follows them, spec 1 §4). */
async function who(c: Context<AppEnv>, { siteId, locale }: { siteId: string; locale: string }): Promise<Who> {
  const shopper = await shopperOf(c);
  const { db } = c.var.deps;
  return { shopper, ctx: await basketContextOf(db, shopper, { siteId, locale }), db };
}

/** Every basket call answers the whole basket, priced now. */
async function answer(c: Context<AppEnv>, w: Who) {
  const basket = await findOpenBasket(w.db, w.shopper);
  if (!basket) throw new NoBasketError();
  return c.json(await basketView(w.db, basket, w.ctx), 200);
}

const Email = z.object({ email: z.string().trim().email('must be an e-mail address').max(254) }).strict();
const Quantity = z.number().int('must be a whole number').min(1).max(999);

export const basketRoutes = createRouter()
  .openapi(route('get', '/baskets/current', 'The shopper’s open basket (404 when there is none)'), async (c) =>
    answer(c, await who(c, c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/baskets/current/count',
      tags: ['Baskets'],
      summary: 'Units in the shopper’s bag, for the mini-cart',
      security: bearerSecurity,
      responses: { ...ok(z.object({ count: z.number().int() }), 'How many units.'), ...unauthorized },
    }),
    async (c) => c.json({ count: await itemCount(c.var.deps.db, await shopperOf(c)) }, 200),
  )
  .openapi(
    route('post', '/baskets/current/items', 'Adds a variant, item or bundle (creating the basket when needed)', {
      body: jsonBody(z.object({ productId: Id, quantity: Quantity }).strict()),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      // The bag as this call wrote it, priced with the products it loaded (decision 027).
      const added = await addItem(w.db, w.shopper, w.ctx, c.req.valid('json'));
      return c.json(await loadedBasketView(w.db, added, w.ctx), 200);
    },
  )
  .openapi(
    route('patch', '/baskets/current/items/{itemId}', 'Changes a line’s quantity (0 removes it) or variant', {
      params: z.object({ itemId: ItemId }),
      body: jsonBody(
        z.object({ quantity: z.number().int().min(0).max(999).optional(), productId: Id.optional() }).strict(),
      ),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await updateItem(w.db, w.shopper, w.ctx, c.req.valid('param').itemId, c.req.valid('json'));
      return answer(c, w);
    },
  )
  .openapi(
    route('delete', '/baskets/current/items/{itemId}', 'Removes a line', { params: z.object({ itemId: ItemId }) }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await removeItem(w.db, w.shopper, w.ctx, c.req.valid('param').itemId);
      return answer(c, w);
    },
  )
  .openapi(
    route('post', '/baskets/current/coupons', 'Applies a coupon code', {
      body: jsonBody(z.object({ code: z.string().trim().min(1, 'Please enter a coupon code.').max(64) }).strict()),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await addCoupon(w.db, w.shopper, w.ctx, c.req.valid('json').code);
      return answer(c, w);
    },
  )
  .openapi(
    route('delete', '/baskets/current/coupons/{code}', 'Removes a coupon code', {
      params: z.object({ code: z.string().min(1).max(64) }),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await removeCoupon(w.db, w.shopper, w.ctx, c.req.valid('param').code);
      return answer(c, w);
    },
  )
  .openapi(
    route('put', '/baskets/current/customer', 'Sets the contact e-mail', { body: jsonBody(Email) }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await setCustomerEmail(w.db, w.shopper, w.ctx, c.req.valid('json').email);
      return answer(c, w);
    },
  )
  .openapi(
    route('put', '/baskets/current/shipments/me/shipping-address', 'Sets the shipping address', {
      body: jsonBody(AddressInput),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await setShippingAddress(w.db, w.shopper, w.ctx, c.req.valid('json'));
      return answer(c, w);
    },
  )
  .openapi(
    route('put', '/baskets/current/shipments/me/shipping-method', 'Chooses the shipping method', {
      body: jsonBody(z.object({ id: Id }).strict()),
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await setShippingMethod(w.db, w.shopper, w.ctx, c.req.valid('json').id);
      return answer(c, w);
    },
  )
  .openapi(
    route('put', '/baskets/current/billing-address', 'Sets the billing address', { body: jsonBody(AddressInput) }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      await setBillingAddress(w.db, w.shopper, w.ctx, c.req.valid('json'));
      return answer(c, w);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/baskets/current/shipping-methods',
      tags: ['Baskets'],
      summary: 'Shipping methods for the basket, priced for it',
      security: bearerSecurity,
      request: { query },
      responses: {
        ...ok(z.object({ methods: z.array(ShippingMethod) }), 'The methods.'),
        ...errorResponses,
        ...unauthorized,
      },
    }),
    async (c) => {
      const w = await who(c, c.req.valid('query'));
      const basket = await findOpenBasket(w.db, w.shopper);
      if (!basket) throw new NoBasketError();
      return c.json({ methods: await shippingMethodsFor(w.db, basket, w.ctx) }, 200);
    },
  );
