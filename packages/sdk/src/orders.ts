import type { Order, PlaceOrderRequest } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/** Which site and locale an order call is made in (display names follow the locale). */
export type OrderScope = { siteId?: string; locale: string };

/** Order calls; like basket calls they need a client made with `forShopper(token)`. */
export function orderCalls({ get, write }: Transport) {
  return {
    /**
     * Places the shopper's open basket and answers the order (201, or 200 for a retry of the same
     * basket). Failures are CommerceApiErrors: 400 something missing, 402 card declined (the bag stays
     * open), 409 stock or `expectedTotal` changed, 422 card invalid as typed, 503 payment not confirmed.
     */
    placeOrder: (scope: OrderScope, body: PlaceOrderRequest) => write<Order>('POST', '/orders', body, { query: scope }),
    /** An order placed from this session (or by the same customer); 404 for anyone else's. */
    getOrder: (scope: OrderScope, orderNo: string) => get<Order>(`/orders/${encodeURIComponent(orderNo)}`, scope),
  };
}
