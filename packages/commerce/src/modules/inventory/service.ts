import { and, eq, gte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import type { Localized } from '../../db/localized.js';
import { bundleAvailability, partIdsOf, type BundleComponent } from './bundles.js';
import { inventoryRecords } from './schema.js';

export type Availability = {
  ats: number;
  orderable: boolean;
  backorderable: boolean;
  /** A bundle's part whose stock sets the bundle's `ats` (see `bundleAvailability`). */
  limitedBy?: { productId: string; name: Localized };
};

/**
 * Stock for the given orderable products; a product with no record has none. The bundles among
 * them, given with their parts (`bundles`, as the catalogue lists them), get their stock from their
 * parts' as well (`bundleAvailability`): the parts' records are read in the same query.
 */
export async function getAvailability(
  db: Pick<Database, 'select'>,
  productIds: readonly string[],
  bundles: ReadonlyMap<string, readonly BundleComponent[]> = new Map(),
): Promise<Map<string, Availability>> {
  const result = new Map<string, Availability>();
  if (productIds.length === 0) return result;
  const partIds = partIdsOf(bundles);
  // Only the columns used: a listing reads about 850 records, and each timestamp costs a parse.
  const rows = await db
    .select({
      productId: inventoryRecords.productId,
      ats: inventoryRecords.ats,
      backorderable: inventoryRecords.backorderable,
    })
    .from(inventoryRecords)
    .where(anyOf(inventoryRecords.productId, partIds.length ? [...new Set([...productIds, ...partIds])] : productIds));
  const records = new Map(rows.map((row) => [row.productId, row]));
  for (const id of productIds) {
    const row = records.get(id);
    if (row)
      result.set(id, { ats: row.ats, backorderable: row.backorderable, orderable: row.ats > 0 || row.backorderable });
  }
  for (const [bundleId, components] of bundles) {
    if (components.length === 0) continue;
    const parts = components.map((c) => {
      const record = records.get(c.productId);
      return { ...c, ats: record?.ats ?? 0, backorderable: record?.backorderable ?? false };
    });
    result.set(bundleId, bundleAvailability(result.get(bundleId) ?? NO_STOCK, parts));
  }
  return result;
}

/** What a product without a stock record has. */
export const NO_STOCK: Availability = { ats: 0, orderable: false, backorderable: false };

/** A transaction or the database: stock changes run inside the caller's transaction. */
export type Executor = Pick<Database, 'select' | 'update'>;

export type Reservation =
  /** `reserved` units came from stock (fewer than asked only for a back-orderable product); `ats` is what is left. */
  | { ok: true; productId: string; reserved: number; ats: number }
  /** Not enough stock and not back-orderable: `ats` is what there is (0 when there is no record). */
  | { ok: false; productId: string; ats: number };

/**
 * Takes `quantity` units of a product from stock, in the caller's transaction. The common case is
 * one conditional UPDATE (`WHERE ats >= quantity`): concurrent buyers queue on the row and each
 * re-checks the condition against the stock the previous one left, so stock is never oversold
 * (the CHECK `ats >= 0` backs it). Only when that finds too little is the row locked and read: a
 * back-orderable product then gives what it has (down to 0) and the rest is back-ordered.
 *
 * Reserve a basket's lines in one order (e.g. by product id) so two orders never wait on each other's rows.
 */
export async function reserveStock(tx: Executor, productId: string, quantity: number): Promise<Reservation> {
  const [taken] = await tx
    .update(inventoryRecords)
    .set({ ats: sql`${inventoryRecords.ats} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(inventoryRecords.productId, productId), gte(inventoryRecords.ats, quantity)))
    .returning({ ats: inventoryRecords.ats });
  if (taken) return { ok: true, productId, reserved: quantity, ats: taken.ats };

  const [row] = await tx
    .select({ ats: inventoryRecords.ats, backorderable: inventoryRecords.backorderable })
    .from(inventoryRecords)
    .where(eq(inventoryRecords.productId, productId))
    .for('update');
  if (!row) return { ok: false, productId, ats: 0 };
  // A concurrent release may have brought the stock back since the UPDATE above: take it under the lock.
  if (row.ats >= quantity || row.backorderable) {
    const reserved = Math.min(row.ats, quantity);
    const [after] = await tx
      .update(inventoryRecords)
      .set({ ats: sql`${inventoryRecords.ats} - ${reserved}`, updatedAt: sql`now()` })
      .where(eq(inventoryRecords.productId, productId))
      .returning({ ats: inventoryRecords.ats });
    return { ok: true, productId, reserved, ats: after!.ats };
  }
  return { ok: false, productId, ats: row.ats };
}

/** Puts reserved units back, in the caller's transaction; answers each product's stock afterwards. */
export async function releaseStock(
  tx: Executor,
  releases: readonly { productId: string; quantity: number }[],
): Promise<Map<string, number>> {
  const after = new Map<string, number>();
  const sorted = [...releases].filter((r) => r.quantity > 0).sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const { productId, quantity } of sorted) {
    const [row] = await tx
      .update(inventoryRecords)
      .set({ ats: sql`${inventoryRecords.ats} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(inventoryRecords.productId, productId))
      .returning({ ats: inventoryRecords.ats });
    if (row) after.set(productId, row.ats);
  }
  return after;
}
