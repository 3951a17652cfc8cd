import type { CurrentSession, ShopperContext, ShopperContextInput } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

const path = (usid: string) => `/shopper/contexts/${encodeURIComponent(usid)}`;

/** The session's own usid and its shopper context per site; like basket calls, for `forShopper(token)` clients. */
export function shopperContextCalls({ get, write }: Transport) {
  return {
    getCurrentSession: () => get<CurrentSession>('/shopper/sessions/current'),
    /** 404 (CommerceApiError) when the session has no context for the site yet. */
    getShopperContext: (usid: string, siteId: string) => get<ShopperContext>(path(usid), { siteId }),
    createShopperContext: (usid: string, siteId: string, context: ShopperContextInput) =>
      write<ShopperContext>('PUT', path(usid), context, { query: { siteId } }),
    updateShopperContext: (usid: string, siteId: string, context: ShopperContextInput) =>
      write<ShopperContext>('PATCH', path(usid), context, { query: { siteId } }),
  };
}
