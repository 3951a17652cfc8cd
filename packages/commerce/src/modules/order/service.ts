import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import type { SellableFacts } from '../catalog/index.js';
import type { Authorization, PaymentProvider } from '../payment/index.js';
import type { Shopper } from '../session/index.js';
import { orderLines, orders } from './schema.js';

export type OrderDeps = { db: Database; payment: PaymentProvider; logger: Logger };
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** An order as placing it writes it: every column but its number, which the sequence gives. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNo'>;
export type NewOrderLine = typeof orderLines.$inferInsert;
/**
 * What placing an order already read of its lines: the lines as inserted and their products as
 * the catalogue gave them, in `locale`. The confirmation e-mail and the answer reuse them rather
 * than read them again (decision 027).
 */
export type KnownLines = { lines: OrderLineRow[]; entries: ReadonlyMap<string, SellableFacts>; locale: string };

/**
 * A session with no open bag that places an order this soon after its last one gets that order
 * back: the retry of a request whose answer was lost (the first one already closed the bag).
 */
export const RETRY_WINDOW_MS = 10 * 60_000;

/**
 * Writes a new order, numbered RL followed by the next number of the sequence. Undefined when the
 * basket already has a live order: orders_one_live_per_basket makes this insert a no-op then.
 */
export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow | undefined> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, orderNo: sql`'RL' || nextval('order_no_seq')::text` })
    .onConflictDoNothing()
    .returning();
  return order;
}

export async function insertOrderLines(tx: Tx, lines: NewOrderLine[]): Promise<OrderLineRow[]> {
  return tx.insert(orderLines).values(lines).returning();
}

/** The payment's outcome is not known (a lost answer, an unexpected error): recovery settles the order later. */
export async function markPaymentUnknown(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'unknown' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

/**
 * The order `placed`, with the card's brand and last four digits and the authorisation id (none for
 * an order promotions paid in full). Conditional on the order still being `created`: undefined when
 * someone else settled it first.
 */
export async function markOrderPlaced(
  tx: Tx,
  orderId: string,
  authorization: Authorization | null,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'placed',
      paymentStatus: 'authorized',
      paymentAuthorizationId: authorization?.id ?? null,
      cardBrand: authorization?.card.brand ?? null,
      cardLast4: authorization?.card.last4 ?? null,
      placedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning();
  return row;
}

/**
 * The order `failed` with the payment's outcome, conditional on it still being `created`; false when
 * someone else settled it first.
 */
export async function markOrderFailed(
  tx: Tx,
  orderId: string,
  outcome: { paymentStatus: OrderRow['paymentStatus']; reason: string },
): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'failed', paymentStatus: outcome.paymentStatus, failureReason: outcome.reason.slice(0, 500) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** A placed order `cancelled`, conditional on it being `placed`; undefined otherwise. */
export async function markOrderCancelled(tx: Tx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'placed')))
    .returning();
  return row;
}

export async function findOrderByNo(db: Database, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

/** The live (not failed) order of a basket: at most one, by orders_one_live_per_basket. */
export async function liveOrderOf(db: Database, basketId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), ne(orders.status, 'failed')));
  return row;
}

/** The session's latest live order, when it was created within RETRY_WINDOW_MS. */
export async function recentOrderOf(db: Database, shopper: Shopper): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.usid, shopper.usid),
        ne(orders.status, 'failed'),
        sql`${orders.createdAt} > now() - ${RETRY_WINDOW_MS}::double precision * interval '1 millisecond'`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function readOrder(db: Database, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`Order ${id} disappeared.`);
  return row;
}

export async function linesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** Order numbers look like RL10000001; anything else is no order. */
const ORDER_NO = /^RL\d{1,18}$/;

/**
 * An order as its shopper may see it: placed from this session, or by the same signed-in customer.
 * Anyone else's order answers the same 404 as an order that does not exist.
 */
export async function getShopperOrder(
  db: Database,
  shopper: Shopper,
  orderNo: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const owner = shopper.customerId
    ? or(eq(orders.usid, shopper.usid), eq(orders.customerId, shopper.customerId))
    : eq(orders.usid, shopper.usid);
  const [order] = ORDER_NO.test(orderNo)
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), owner))
    : [];
  if (!order) throw new NotFoundError('Order', orderNo.slice(0, 40));
  return { order, lines: await linesOf(db, order.id) };
}

/** Orders still `created` this long after (database clock), oldest first: what recovery settles. */
export async function unsettledOrders(db: Database, olderThanMs: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        sql`${orders.createdAt} <= now() - ${olderThanMs}::double precision * interval '1 millisecond'`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
