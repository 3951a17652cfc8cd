import { CommerceApiError, type Order } from '@ridgeline/sdk';
import { data, type AppLoadContext } from 'react-router';
import { shopperLocale } from '../http/loader-helpers.server';

/**
 * The order just placed, for its confirmation page. The engine answers an order only to the
 * session (or customer) that placed it; everyone else, and a visitor with no session, gets the
 * same 404 as for an order number that does not exist.
 */
export async function loadConfirmation(request: Request, context: AppLoadContext, orderNo: string): Promise<Order> {
  const notFound = () => data(null, { status: 404 });
  if (!context.shopper.token || !/^[A-Za-z0-9-]{1,40}$/.test(orderNo)) throw notFound();
  const { site, query } = shopperLocale(request);
  try {
    return await (await context.shopper.client()).getOrder({ siteId: site.id, locale: query.locale }, orderNo);
  } catch (error) {
    if (error instanceof CommerceApiError && [400, 401, 403, 404].includes(error.status)) {
      if (error.status === 401) context.shopper.reset();
      throw notFound();
    }
    throw error;
  }
}
