import type { Database } from '../db/client.js';
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
