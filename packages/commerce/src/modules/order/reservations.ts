import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { releaseStock } from '../inventory/index.js';
import { orderLines, orderReservations } from './schema.js';

/** A product's stock after an order took (`change` < 0) or gave back (`change` > 0) units. */
export type StockChange = { productId: string; masterProductId: string; ats: number; change: number };

/** Records the units an order took of each product (what releaseOrderStock puts back), in the order's transaction. */
export async function recordOrderReservations(
  tx: Tx,
  rows: readonly { orderId: string; productId: string; masterProductId: string; quantity: number }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(orderReservations).values([...rows]);
}

/**
 * Puts back everything an order took (its `order_reservations`), in the caller's transaction. An
 * order without any row was written by a server older than that table, still running while a
 * newer one migrated: what its lines say they took goes back (a wholly back-ordered order took
 * nothing either way).
 */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<StockChange[]> {
  let taken: { productId: string; masterProductId: string; quantity: number }[] = await tx
    .select()
    .from(orderReservations)
    .where(eq(orderReservations.orderId, orderId));
  if (taken.length === 0) {
    const lines = await tx
      .select({
        productId: orderLines.productId,
        masterProductId: orderLines.masterProductId,
        quantity: orderLines.reservedQuantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    taken = lines.filter((l) => l.quantity > 0);
  }
  const after = await releaseStock(
    tx,
    taken.map((t) => ({ productId: t.productId, quantity: t.quantity })),
  );
  return taken
    .filter((t) => after.has(t.productId))
    .map((t) => ({
      productId: t.productId,
      masterProductId: t.masterProductId,
      ats: after.get(t.productId)!,
      change: t.quantity,
    }));
}
