import type { Database } from '../db/client.js';
import { findOpenBasket, NoBasketError, saveBasketCoupon, type ShopperContext } from '../modules/basket/index.js';
import { InvalidCouponError, validateCoupon } from '../modules/promotion/index.js';
import type { Shopper } from '../modules/session/index.js';
import { pricingInput } from './basket-pricing-input.js';

/** Applies a coupon after checking it against this bag now; a refusal says why (unknown, expired, not applicable). */
export async function addCoupon(db: Database, shopper: Shopper, ctx: ShopperContext, code: string): Promise<void> {
  const basket = await findOpenBasket(db, shopper);
  if (!basket) throw new NoBasketError();
  const input = await pricingInput(db, basket, ctx);
  const check = validateCoupon(code, {
    coupons: input.catalogue.coupons,
    promotions: input.catalogue.promotions,
    lines: input.lines.map((l) => l.line),
    // Judged as the bag is priced: at the shopper context's moment, for its groups and source code.
    now: input.effectiveAt ?? new Date(),
    currency: ctx.currency,
    customerGroups: input.customerGroups,
    ...(input.sourceCode ? { sourceCode: input.sourceCode } : {}),
    appliedCodes: input.applied.map((c) => c.code),
  });
  if (!check.ok) throw new InvalidCouponError(check);
  await saveBasketCoupon(db, basket.id, {
    code: check.code,
    includeInShopperContext: check.coupon?.includeInShopperContext ?? false,
  });
}
