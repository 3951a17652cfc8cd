import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { variants } from '../modules/catalog/schema.js';
import { inventoryRecords } from '../modules/inventory/schema.js';

/**
 * Orderable variants of the test catalogue that are not back-orderable and hold at least
 * `atLeast` units, with their masters; throws when the catalogue has fewer than `count`.
 */
export async function stockedVariants(db: Database, count: number, atLeast = 3) {
  const rows = await db
    .select({ id: variants.id, masterId: variants.masterId, ats: inventoryRecords.ats })
    .from(variants)
    .innerJoin(inventoryRecords, eq(inventoryRecords.productId, variants.id))
    .where(
      and(eq(variants.orderable, true), eq(inventoryRecords.backorderable, false), gte(inventoryRecords.ats, atLeast)),
    )
    .limit(count);
  if (rows.length < count)
    throw new Error(`The test catalogue has fewer than ${count} variants with ${atLeast} units.`);
  return rows;
}
