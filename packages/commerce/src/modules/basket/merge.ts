import { MAX_BASKET_LINES, MAX_ORDER_QUANTITY } from '@ridgeline/config';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { basketCoupons, basketItems, baskets } from './schema.js';
import { basketContents } from './service.js';

/**
 * At sign-in (spec 1 §4 "Basket merge"): the guest bag of the session goes to the customer. With no
 * open basket of their own, the customer takes the guest bag as it is. Otherwise its lines are
 * added to the customer's (quantities summed up to the maximum order quantity, lines up to the
 * bag's limit), its coupons added, and its shipping and billing addresses copied — each only when
 * the guest bag has one. The guest bag is then closed as merged. Runs in the sign-in transaction.
 */
export async function mergeGuestBasket(tx: Tx, usid: string, customerId: string): Promise<void> {
  const [guest] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.usid, usid), isNull(baskets.customerId), eq(baskets.status, 'open')))
    .for('update');
  if (!guest) return;
  const [mine] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.customerId, customerId), eq(baskets.status, 'open')))
    .for('update');
  if (!mine) {
    await tx.update(baskets).set({ customerId, updatedAt: new Date() }).where(eq(baskets.id, guest.id));
    return;
  }
  const from = await basketContents(tx, guest.id);
  const into = await basketContents(tx, mine.id);
  const lines = new Map(into.items.map((i) => [i.productId, i]));
  let position = Math.max(0, ...into.items.map((i) => i.position));
  for (const item of from.items) {
    const existing = lines.get(item.productId);
    if (existing) {
      const quantity = Math.min(MAX_ORDER_QUANTITY, existing.quantity + item.quantity);
      await tx.update(basketItems).set({ quantity }).where(eq(basketItems.id, existing.id));
    } else if (lines.size < MAX_BASKET_LINES) {
      position += 1;
      const line = {
        id: randomUUID(),
        basketId: mine.id,
        productId: item.productId,
        quantity: Math.min(MAX_ORDER_QUANTITY, item.quantity),
        position,
      };
      await tx.insert(basketItems).values(line);
      lines.set(item.productId, line);
    }
  }
  const codes = new Set(into.coupons.map((c) => c.code));
  for (const coupon of from.coupons) {
    if (!codes.has(coupon.code)) await tx.insert(basketCoupons).values({ ...coupon, basketId: mine.id });
  }
  await tx
    .update(baskets)
    .set({
      ...(guest.shippingAddress ? { shippingAddress: guest.shippingAddress } : {}),
      ...(guest.billingAddress ? { billingAddress: guest.billingAddress } : {}),
      updatedAt: new Date(),
    })
    .where(eq(baskets.id, mine.id));
  await tx.update(baskets).set({ status: 'merged', updatedAt: new Date() }).where(eq(baskets.id, guest.id));
}

/** Basket housekeeping at sign-in (spec 1 §4): the customer's e-mail goes to their open bag when it differs. */
export async function giveBasketCustomerEmail(tx: Tx, customerId: string, email: string): Promise<void> {
  await tx
    .update(baskets)
    .set({ customerEmail: email })
    .where(
      and(
        eq(baskets.customerId, customerId),
        eq(baskets.status, 'open'),
        sql`${baskets.customerEmail} is distinct from ${email}`,
      ),
    );
}
