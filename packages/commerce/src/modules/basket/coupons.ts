import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { validateCoupon } from '../promotion/coupons.js';
import { InvalidCouponError } from '../promotion/errors.js';
import { normalizeCouponCode } from '../promotion/eligibility.js';
import { pricingInput } from './pricing-input.js';
import { basketCoupons } from './schema.js';
import { findOpenBasket, NoBasketError, type ShopperContext } from './service.js';
import type { Shopper } from '../session/service.js';

/** Applies a coupon after checking it against this bag now; a refusal says why (unknown, expired, not applicable). */
export async function addCoupon(db: Database, shopper: Shopper, ctx: ShopperContext, code: string): Promise<void> {
  const basket = await findOpenBasket(db, shopper);
  if (!basket) throw new NoBasketError();
  const input = await pricingInput(db, basket, ctx);
  const check = validateCoupon(code, {
    coupons: input.catalogue.coupons,
    promotions: input.catalogue.promotions,
    lines: input.lines.map((l) => l.line),
    now: new Date(),
    currency: ctx.currency,
    customerGroups: input.customerGroups,
    appliedCodes: input.applied.map((c) => c.code),
  });
  if (!check.ok) throw new InvalidCouponError(check);
  await db
    .insert(basketCoupons)
    .values({ basketId: basket.id, code: check.code, includeInShopperContext: check.coupon?.includeInShopperContext ?? false })
    .onConflictDoNothing();
}

export async function removeCoupon(db: Database, shopper: Shopper, _ctx: ShopperContext, code: string): Promise<void> {
  const basket = await findOpenBasket(db, shopper);
  if (!basket) throw new NoBasketError();
  const removed = await db
    .delete(basketCoupons)
    .where(and(eq(basketCoupons.basketId, basket.id), eq(basketCoupons.code, normalizeCouponCode(code))))
    .returning();
  if (removed.length === 0) throw new NotFoundError('Coupon in the basket', code.slice(0, 64));
}
