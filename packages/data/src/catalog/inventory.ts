import type { InventoryRecordRow } from './commerce.js';
import { Rng, Stream } from './random.js';

/** Shares of sellable units that are out of stock, and low (1–5 left). */
export const OUT_OF_STOCK_SHARE = 0.08;
export const LOW_STOCK_SHARE = 0.07;

/**
 * Stock for the sellable units of one product (its variants, or the item or bundle itself):
 * mostly 10–500, ~8% none, ~7% low. A few sold-out units take backorders.
 */
export function inventoryRows(seed: number, index: number, sellableIds: readonly string[]): InventoryRecordRow[] {
  const rng = Rng.for(seed, index, Stream.inventory);
  return sellableIds.map((productId) => {
    const roll = rng.next();
    const ats =
      roll < OUT_OF_STOCK_SHARE ? 0 : roll < OUT_OF_STOCK_SHARE + LOW_STOCK_SHARE ? rng.int(1, 5) : rng.int(10, 500);
    return { productId, ats, backorderable: ats === 0 && rng.chance(0.2) };
  });
}
