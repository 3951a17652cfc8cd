import type { Database } from '../db/client.js';
import { DomainError } from '../http/errors.js';
import type { ShopperContext } from '../modules/basket/index.js';
import { siteCurrency } from '../modules/pricing/index.js';
import type { Shopper } from '../modules/session/index.js';
import { pricingContextOf } from '../modules/shopper-context/index.js';

/**
 * A shopper's basket context: their locale and currency (spec 1 §4) and, when their session's
 * shopper context (the Storefront Toolkit's, decision 049) sets an effective moment or a source
 * code, the price books of that moment and code, so the bag is priced as the shop will price it then.
 */
export async function basketContextOf(
  db: Database,
  shopper: Shopper,
  { siteId, locale }: { siteId: string; locale: string },
): Promise<ShopperContext> {
  const context = await pricingContextOf(db, shopper.usid);
  const prices = {
    ...(context?.effectiveAt ? { at: context.effectiveAt } : {}),
    ...(context?.sourceCode ? { sourceCode: context.sourceCode } : {}),
  };
  return { locale, currency: siteCurrency(siteId, locale), ...(Object.keys(prices).length ? { prices } : {}) };
}

/** Why an order is refused while the session's shopper context simulates a shopper. */
export const SIMULATED_ORDER_MESSAGE =
  'An order cannot be placed while the shopper context simulates customer groups or an effective date (the Storefront Toolkit). Exit the toolkit, then place the order.';

/**
 * Orders are placed as the shopper truly is, now: customer groups and an effective moment in the
 * session's shopper context are the Storefront Toolkit's simulation (decision 049), which anyone
 * may set for their own session, so an order under them would buy at another group's or another
 * day's prices. Refused (409) until the context is cleared; a source code, which a real campaign
 * link sets, is kept.
 */
export async function refuseSimulatedOrder(db: Database, shopper: Shopper): Promise<void> {
  const context = await pricingContextOf(db, shopper.usid);
  if (context?.effectiveAt || context?.customerGroupIds.length) {
    throw new DomainError('simulated_shopper_context', SIMULATED_ORDER_MESSAGE, 409);
  }
}
