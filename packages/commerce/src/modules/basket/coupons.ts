import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { normalizeCouponCode } from '../promotion/index.js';
import type { Shopper } from '../session/index.js';
import { basketCoupons } from './schema.js';
import { findOpenBasket, NoBasketError, type ShopperContext } from './service.js';

/** Records a coupon already checked against the bag (applying it twice keeps one row). */
export async function saveBasketCoupon(
  db: Database,
  basketId: string,
  coupon: { code: string; includeInShopperContext: boolean },
): Promise<void> {
  await db
    .insert(basketCoupons)
    .values({ basketId, code: coupon.code, includeInShopperContext: coupon.includeInShopperContext })
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
