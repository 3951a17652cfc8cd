import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import { inventoryRecords } from './schema.js';

export type Availability = { ats: number; orderable: boolean; backorderable: boolean };

/** Stock for the given orderable products; a product with no record has none. */
export async function getAvailability(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, Availability>> {
  const result = new Map<string, Availability>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select()
    .from(inventoryRecords)
    .where(anyOf(inventoryRecords.productId, productIds));
  for (const row of rows) {
    result.set(row.productId, {
      ats: row.ats,
      backorderable: row.backorderable,
      orderable: row.ats > 0 || row.backorderable,
    });
  }
  return result;
}
