import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { NotRegisteredError } from '../customer/index.js';
import type { Shopper } from '../session/index.js';
import { orderLines, orders } from './schema.js';
import { linesOf, type OrderLineRow, type OrderRow } from './service.js';

/** Orders a page of the history holds by default (issue 5: "10 per page"), and at most. */
export const ORDER_HISTORY_PAGE = 10;
export const ORDER_HISTORY_MAX_PAGE = 50;

export type OrderHistoryEntry = OrderRow & { itemCount: number };

function customerOf(shopper: Shopper): string {
  if (!shopper.customerId) throw new NotRegisteredError();
  return shopper.customerId;
}

/**
 * The customer's orders (placed by them, from any session), newest first. An order that never got
 * paid (`failed`) is left out: nothing was bought, the bag stayed open.
 */
const ofCustomer = (customerId: string) => and(eq(orders.customerId, customerId), ne(orders.status, 'failed'));

export async function listCustomerOrders(
  db: Database,
  shopper: Shopper,
  page: { limit: number; offset: number },
): Promise<{ total: number; orders: OrderHistoryEntry[] }> {
  const customerId = customerOf(shopper);
  const [counted, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(ofCustomer(customerId)),
    db
      .select({
        order: orders,
        itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})::int`,
      })
      .from(orders)
      .where(ofCustomer(customerId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: counted[0]?.total ?? 0, orders: rows.map((r) => ({ ...r.order, itemCount: r.itemCount })) };
}

/** One of the customer's orders; anyone else's answers the same 404 as one that does not exist. */
export async function getCustomerOrder(
  db: Database,
  shopper: Shopper,
  orderNo: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const customerId = customerOf(shopper);
  const [order] = /^RL\d{1,18}$/.test(orderNo)
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), ofCustomer(customerId)))
    : [];
  if (!order) throw new NotFoundError('Order', orderNo.slice(0, 40));
  return { order, lines: await linesOf(db, order.id) };
}
