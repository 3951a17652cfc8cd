import { randomUUID } from 'node:crypto';
import { MAX_BASKET_LINES } from '@ridgeline/config';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { cachedCategoryTree, loadSellableFacts } from '../catalog/index.js';
import type { Currency, PriceMoment } from '../pricing/index.js';
import type { Shopper } from '../session/index.js';
import type { AddressInput } from '../address/index.js';
import type { LoadedBasket } from './loaded.js';
import { checkQuantity, QuantityError } from './quantity.js';
import { basketCoupons, basketItems, baskets } from './schema.js';
import { loadSellables, withStock } from './sellables.js';

/** The shopper's locale and currency, and the price books' moment and source code when the shopper context sets them. */
export type ShopperContext = { locale: string; currency: Currency; prices?: PriceMoment };
export type BasketRow = typeof baskets.$inferSelect;

export class NoBasketError extends DomainError {
  constructor() {
    super('not_found', 'The shopper has no open basket.', 404);
  }
}

/**
 * Whose baskets a shopper reaches: a signed-in customer's, from any of their sessions; a guest's,
 * only from their own session (never one a customer has taken over).
 */
export function ownedBy(shopper: Shopper) {
  return shopper.customerId
    ? eq(baskets.customerId, shopper.customerId)
    : and(eq(baskets.usid, shopper.usid), isNull(baskets.customerId));
}

/** The shopper's open basket, locked for the rest of the transaction. */
export async function lockOpenBasket(tx: Tx, shopper: Shopper): Promise<BasketRow | undefined> {
  const [row] = await tx
    .select()
    .from(baskets)
    .where(and(ownedBy(shopper), eq(baskets.status, 'open')))
    .for('update');
  return row;
}

/** The open basket, created when there is none (one per shopper: a concurrent creation finds the winner's). */
async function openBasket(tx: Tx, shopper: Shopper, ctx: ShopperContext): Promise<BasketRow> {
  const existing = await lockOpenBasket(tx, shopper);
  if (existing) return existing;
  // The row this insert returns is ours, and locked until the commit like one read FOR UPDATE.
  const [created] = await tx
    .insert(baskets)
    .values({
      id: randomUUID(),
      usid: shopper.usid,
      customerId: shopper.customerId,
      currency: ctx.currency,
      locale: ctx.locale,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await lockOpenBasket(tx, shopper))!;
}

async function requireOpenBasket(tx: Tx, shopper: Shopper): Promise<BasketRow> {
  const row = await lockOpenBasket(tx, shopper);
  if (!row) throw new NoBasketError();
  return row;
}

/**
 * Housekeeping (spec 1 §4): the basket's currency and locale follow the shopper's locale — prices
 * are computed from the price book of the basket's currency on every read, so switching is just
 * this update.
 */
async function followLocale(tx: Tx, basket: BasketRow, ctx: ShopperContext): Promise<BasketRow> {
  if (basket.currency === ctx.currency && basket.locale === ctx.locale) return basket;
  const [row] = await tx
    .update(baskets)
    .set({ currency: ctx.currency, locale: ctx.locale, updatedAt: new Date() })
    .where(eq(baskets.id, basket.id))
    .returning();
  return row!;
}

const touch = (tx: Tx, id: string) => tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, id));

/**
 * Closes the basket an order was placed from, in the order's transaction (the shopper's next
 * add-to-bag opens a new one). A basket that is no longer open is left as it is.
 */
export async function markBasketOrdered(tx: Tx, basketId: string): Promise<void> {
  await tx
    .update(baskets)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(and(eq(baskets.id, basketId), eq(baskets.status, 'open')));
}

export async function findOpenBasket(db: Database, shopper: Shopper): Promise<BasketRow | undefined> {
  const [row] = await db
    .select()
    .from(baskets)
    .where(and(ownedBy(shopper), eq(baskets.status, 'open')));
  return row;
}

/** The products in the shopper's open bag, read without a lock: what add-to-bag loads before taking it. */
async function productsInBag(db: Database, shopper: Shopper): Promise<string[]> {
  const rows = await db
    .select({ productId: basketItems.productId })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(and(ownedBy(shopper), eq(baskets.status, 'open')));
  return rows.map((r) => r.productId);
}

/**
 * Adds units of a variant, item or bundle; a product already in the bag gets the units added to its
 * line. Answers the bag as written, with its products, for the answer to be priced from (decision
 * 027): the products of the bag are loaded once, before the basket is locked; under the lock only
 * the lines, the stock and the writes.
 */
export async function addItem(
  db: Database,
  shopper: Shopper,
  ctx: ShopperContext,
  input: { productId: string; quantity: number },
): Promise<LoadedBasket> {
  const categories = await cachedCategoryTree(db);
  const asked = new Set([...(await productsInBag(db, shopper)), input.productId]);
  const facts = await loadSellableFacts(db, [...asked], ctx, categories);
  if (!facts.has(input.productId)) throw new NotFoundError('Orderable product', input.productId);
  return db.transaction(async (tx) => {
    const opened = await openBasket(tx, shopper, ctx);
    const lines = await tx
      .select()
      .from(basketItems)
      .where(eq(basketItems.basketId, opened.id))
      .orderBy(asc(basketItems.position));
    // A line another of the shopper's requests added since the read above.
    const unread = [...new Set(lines.map((l) => l.productId))].filter((id) => !asked.has(id));
    if (unread.length > 0) for (const [id, f] of await loadSellableFacts(tx, unread, ctx, categories)) facts.set(id, f);
    const sellables = await withStock(tx, facts, ctx.locale);
    const line = lines.find((l) => l.productId === input.productId);
    checkQuantity(sellables.get(input.productId)!, (line?.quantity ?? 0) + input.quantity);
    let items: typeof lines;
    if (line) {
      const [updated] = await tx
        .update(basketItems)
        .set({ quantity: line.quantity + input.quantity })
        .where(eq(basketItems.id, line.id))
        .returning();
      items = lines.map((l) => (l.id === line.id ? updated! : l));
    } else {
      if (lines.length >= MAX_BASKET_LINES)
        throw new QuantityError(`A bag holds at most ${MAX_BASKET_LINES} different products.`);
      const [inserted] = await tx
        .insert(basketItems)
        .values({
          id: randomUUID(),
          basketId: opened.id,
          productId: input.productId,
          quantity: input.quantity,
          position: lines.reduce((max, l) => Math.max(max, l.position + 1), 0),
        })
        .returning();
      items = [...lines, inserted!];
    }
    // Touched, and following the shopper's locale (followLocale), in one update.
    const [basket] = await tx
      .update(baskets)
      .set({ updatedAt: new Date(), currency: ctx.currency, locale: ctx.locale })
      .where(eq(baskets.id, opened.id))
      .returning();
    const coupons = await tx
      .select()
      .from(basketCoupons)
      .where(eq(basketCoupons.basketId, opened.id))
      .orderBy(asc(basketCoupons.addedAt));
    return { basket: basket!, items, coupons, sellables };
  });
}

/** Changes a line's quantity (0 removes it) or swaps it for another variant of the same product. */
export async function updateItem(
  db: Database,
  shopper: Shopper,
  ctx: ShopperContext,
  itemId: string,
  input: { quantity?: number; productId?: string },
): Promise<void> {
  const categories = await cachedCategoryTree(db);
  await db.transaction(async (tx) => {
    const basket = await followLocale(tx, await requireOpenBasket(tx, shopper), ctx);
    const [line] = await tx
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basket.id)));
    if (!line) throw new NotFoundError('Basket item', itemId);
    const quantity = input.quantity ?? line.quantity;
    if (quantity === 0) {
      await tx.delete(basketItems).where(eq(basketItems.id, line.id));
      await touch(tx, basket.id);
      return;
    }
    const productId = input.productId ?? line.productId;
    const found = await loadSellables(tx, [...new Set([line.productId, productId])], ctx, categories);
    const next = found.get(productId);
    if (!next) throw new NotFoundError('Orderable product', productId);
    if (productId !== line.productId && found.get(line.productId)?.productId !== next.productId) {
      throw new QuantityError(`${productId} is not a variant of the product on this line.`);
    }
    const other = productId === line.productId ? undefined : await lineFor(tx, basket.id, productId);
    checkQuantity(next, quantity + (other?.quantity ?? 0));
    if (other) {
      // The chosen variant is already in the bag: the lines become one.
      await tx
        .update(basketItems)
        .set({ quantity: other.quantity + quantity })
        .where(eq(basketItems.id, other.id));
      await tx.delete(basketItems).where(eq(basketItems.id, line.id));
    } else {
      await tx.update(basketItems).set({ quantity, productId }).where(eq(basketItems.id, line.id));
    }
    await touch(tx, basket.id);
  });
}

async function lineFor(tx: Tx, basketId: string, productId: string) {
  const [row] = await tx
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.productId, productId)));
  return row;
}

export async function removeItem(db: Database, shopper: Shopper, ctx: ShopperContext, itemId: string): Promise<void> {
  await updateItem(db, shopper, ctx, itemId, { quantity: 0 });
}

/** The registered customer's or the guest's contact e-mail. */
export async function setCustomerEmail(db: Database, shopper: Shopper, ctx: ShopperContext, email: string) {
  await mutate(db, shopper, ctx, { customerEmail: email.trim().toLowerCase() });
}

export async function setShippingAddress(db: Database, shopper: Shopper, ctx: ShopperContext, address: AddressInput) {
  await mutate(db, shopper, ctx, { shippingAddress: address });
}

export async function setBillingAddress(db: Database, shopper: Shopper, ctx: ShopperContext, address: AddressInput) {
  await mutate(db, shopper, ctx, { billingAddress: address });
}

export async function setShippingMethod(db: Database, shopper: Shopper, ctx: ShopperContext, methodId: string) {
  await mutate(db, shopper, ctx, { shippingMethodId: methodId });
}

async function mutate(db: Database, shopper: Shopper, ctx: ShopperContext, values: Partial<BasketRow>) {
  await db.transaction(async (tx) => {
    const basket = await followLocale(tx, await requireOpenBasket(tx, shopper), ctx);
    await tx
      .update(baskets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(baskets.id, basket.id));
  });
}

/** The basket's lines and coupons as stored (ids and quantities only). */
export async function basketContents(db: Database, basketId: string) {
  // Sequential: `db` may be a transaction's single connection.
  const items = await db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.position));
  const coupons = await db
    .select()
    .from(basketCoupons)
    .where(eq(basketCoupons.basketId, basketId))
    .orderBy(asc(basketCoupons.addedAt));
  return { items, coupons };
}

/** How many units the shopper's bag holds (the header's mini-cart count). */
export async function itemCount(db: Database, shopper: Shopper): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${basketItems.quantity}), 0)::int` })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(and(ownedBy(shopper), eq(baskets.status, 'open')));
  return row?.n ?? 0;
}
