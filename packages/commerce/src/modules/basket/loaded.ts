import type { Database } from '../../db/client.js';
import type { CategoryTree } from '../catalog/index.js';
import { loadSellables, type Sellable } from './sellables.js';
import { basketContents, type BasketRow, type ShopperContext } from './service.js';

type Contents = Awaited<ReturnType<typeof basketContents>>;
/** A basket with its stored lines and coupons and the sellables of those lines. */
export type LoadedBasket = Contents & { basket: BasketRow; sellables: ReadonlyMap<string, Sellable> };

/** Reads a basket's lines, coupons and their sellables (each product once). */
export async function loadBasket(
  db: Database,
  basket: BasketRow,
  ctx: ShopperContext,
  categories?: CategoryTree,
): Promise<LoadedBasket> {
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const { items, coupons } = await basketContents(db, basket.id);
  const sellables = await loadSellables(
    db,
    items.map((i) => i.productId),
    ctx,
    categories,
  );
  return { basket, items, coupons, sellables };
}
