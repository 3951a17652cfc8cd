import type { Address, Basket, GuestSession, ShippingMethod } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/** Which site and locale a basket call is made in; the basket's currency follows the locale. */
export type BasketScope = { siteId?: string; locale: string };

const BASKET = '/baskets/current';

/** Shopper-session and basket calls; they need a client made with `forShopper(token)`. */
export function basketCalls({ get, write }: Transport) {
  const scoped = <T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    scope: BasketScope,
    payload?: unknown,
  ) => write<T>(method, path, payload, { query: scope });
  return {
    /** A new guest session: keep its token server-side or in an httpOnly cookie. */
    createGuestSession: () => write<GuestSession>('POST', '/shopper/sessions/guest'),
    /** Renews a session: new access and refresh tokens; the refresh token sent is dead afterwards. 401 when it is not valid. */
    refreshSession: (refreshToken: string) => write<GuestSession>('POST', '/shopper/auth/refresh', { refreshToken }),
    getBasket: (scope: BasketScope) => get<Basket>(BASKET, scope),
    getBasketCount: () => get<{ count: number }>(`${BASKET}/count`),
    addToBasket: (scope: BasketScope, item: { productId: string; quantity: number }) =>
      scoped<Basket>('POST', `${BASKET}/items`, scope, item),
    updateBasketItem: (scope: BasketScope, itemId: string, change: { quantity?: number; productId?: string }) =>
      scoped<Basket>('PATCH', `${BASKET}/items/${encodeURIComponent(itemId)}`, scope, change),
    removeBasketItem: (scope: BasketScope, itemId: string) =>
      scoped<Basket>('DELETE', `${BASKET}/items/${encodeURIComponent(itemId)}`, scope),
    addCoupon: (scope: BasketScope, code: string) => scoped<Basket>('POST', `${BASKET}/coupons`, scope, { code }),
    removeCoupon: (scope: BasketScope, code: string) =>
      scoped<Basket>('DELETE', `${BASKET}/coupons/${encodeURIComponent(code)}`, scope),
    setBasketEmail: (scope: BasketScope, email: string) =>
      scoped<Basket>('PUT', `${BASKET}/customer`, scope, { email }),
    setShippingAddress: (scope: BasketScope, address: Address) =>
      scoped<Basket>('PUT', `${BASKET}/shipments/me/shipping-address`, scope, address),
    setShippingMethod: (scope: BasketScope, id: string) =>
      scoped<Basket>('PUT', `${BASKET}/shipments/me/shipping-method`, scope, { id }),
    setBillingAddress: (scope: BasketScope, address: Address) =>
      scoped<Basket>('PUT', `${BASKET}/billing-address`, scope, address),
    getShippingMethods: (scope: BasketScope) => get<{ methods: ShippingMethod[] }>(`${BASKET}/shipping-methods`, scope),
  };
}
