import type { Tx } from '../db/client.js';
import { StockError } from '../modules/basket/index.js';
import { bundleComponents, type SellableFacts } from '../modules/catalog/index.js';
import { partName, reserveStock } from '../modules/inventory/index.js';
import { recordOrderReservations, type StockChange } from '../modules/order/index.js';

/** What an order needs of one product: the units, and how to name a shortage of it. */
type Demand = {
  productId: string;
  masterProductId: string;
  quantity: number;
  /**
   * The product's name, and the units of it one unit of the line needing it takes (a bundle's part:
   * its quantity in the bundle); 1 when several lines need it, so a shortage is told in its own units.
   */
  name: string;
  perUnit: number;
};

/**
 * What the lines need of every product: each line's own product, and for a bundle each part times
 * the part's quantity in it. A product needed by several lines (sold alone and in a bundle, or in
 * two bundles) is needed once, with the sum.
 */
async function demandsOf(
  tx: Tx,
  lines: readonly { sellable: SellableFacts; quantity: number }[],
  locale: string,
): Promise<Demand[]> {
  const demands = new Map<string, Demand>();
  const need = (d: Demand) => {
    const known = demands.get(d.productId);
    if (!known) demands.set(d.productId, { ...d });
    else {
      known.quantity += d.quantity;
      known.perUnit = 1;
    }
  };
  const parts = await bundleComponents(
    tx,
    lines.filter((l) => l.sellable.kind === 'bundle').map((l) => l.sellable.id),
  );
  for (const { sellable, quantity } of lines) {
    need({ productId: sellable.id, masterProductId: sellable.productId, quantity, name: sellable.name, perUnit: 1 });
    for (const part of parts.get(sellable.id) ?? []) {
      need({
        productId: part.productId,
        masterProductId: part.productId,
        // At least one of each part, as the bundle's stock counts it (product_components checks it too).
        quantity: quantity * Math.max(1, part.quantity),
        name: partName(part, locale),
        perUnit: Math.max(1, part.quantity),
      });
    }
  }
  return [...demands.values()];
}

/**
 * Takes the stock an order's lines need, in the order's transaction, and records it with the order
 * (recordOrderReservations); answers the units taken per product (fewer than needed only for a
 * back-orderable one) and the stock changes for the search index. Products are taken in one
 * order, by id, for every order, so two orders never wait on each other's rows. Too little of
 * anything not back-orderable rolls the whole order back with the shopper's message: "Out of
 * stock", or "Only {n} left for {name}!" (a bundle's part names the part; n counts bundles when one
 * bundle line needs it, the part's own units when several lines do).
 */
export async function reserveOrderStock(
  tx: Tx,
  orderId: string,
  lines: readonly { sellable: SellableFacts; quantity: number }[],
  locale: string,
): Promise<{ reserved: Map<string, number>; stock: StockChange[] }> {
  const demands = (await demandsOf(tx, lines, locale)).sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  const reserved = new Map<string, number>();
  const stock: StockChange[] = [];
  for (const d of demands) {
    const result = await reserveStock(tx, d.productId, d.quantity);
    if (!result.ok) {
      const units = Math.floor(result.ats / d.perUnit);
      throw new StockError(units === 0 ? 'Out of stock' : `Only ${units} left for ${d.name}!`, {
        productId: d.productId,
        stockLevel: units,
      });
    }
    reserved.set(d.productId, result.reserved);
    stock.push({
      productId: d.productId,
      masterProductId: d.masterProductId,
      ats: result.ats,
      change: -result.reserved,
    });
  }
  const rows = demands
    .filter((d) => (reserved.get(d.productId) ?? 0) > 0)
    .map((d) => ({
      orderId,
      productId: d.productId,
      masterProductId: d.masterProductId,
      quantity: reserved.get(d.productId)!,
    }));
  await recordOrderReservations(tx, rows);
  return { reserved, stock };
}
