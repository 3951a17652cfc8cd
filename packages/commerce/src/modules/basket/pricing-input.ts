import type { Database } from '../../db/client.js';
import { customerGroupsFor } from '../loyalty/service.js';
import { loadPromotions } from '../promotion/definitions.js';
import type { PricingLine } from '../promotion/types.js';
import type { BasketRow, ShopperContext } from './service.js';
import { basketContents } from './service.js';
import { loadSellables, type Sellable } from './sellables.js';

/** A guest's groups (spec 1 §3 defaults); a customer's come from `customerGroupsFor`. */
export const GUEST_GROUPS = ['Everyone', 'Unregistered'] as const;

/** What pricing a basket needs: its lines with their products, its coupons, and the promotions in force. */
export async function pricingInput(db: Database, basket: BasketRow, ctx: ShopperContext) {
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const { items, coupons: applied } = await basketContents(db, basket.id);
  const catalogue = await loadPromotions(db);
  const sellables = await loadSellables(
    db,
    items.map((i) => i.productId),
    ctx,
  );
  const lines: { item: (typeof items)[number]; sellable: Sellable; line: PricingLine }[] = [];
  for (const item of items) {
    const sellable = sellables.get(item.productId);
    // A product taken offline since it was added drops out of the bag's price (and its order).
    if (!sellable || sellable.tiers.length === 0) continue;
    lines.push({
      item,
      sellable,
      line: {
        itemId: item.id,
        productId: sellable.id,
        ...(sellable.productId !== sellable.id ? { masterId: sellable.productId } : {}),
        categoryIds: sellable.categoryIds,
        quantity: item.quantity,
        tiers: sellable.tiers,
        ...(sellable.listUnitPrice !== undefined ? { listUnitPrice: sellable.listUnitPrice } : {}),
      },
    });
  }
  return {
    lines,
    applied,
    catalogue,
    // Member-exclusive promotions follow the customer's groups (decision 024); a guest's bag has the defaults.
    customerGroups: basket.customerId
      ? await customerGroupsFor(db, basket.customerId)
      : ([...GUEST_GROUPS] as string[]),
  };
}
