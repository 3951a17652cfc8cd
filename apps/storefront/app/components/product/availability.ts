import type { Product } from '@ridgeline/sdk';

export type AvailabilityMessage =
  { kind: 'out-of-stock' } | { kind: 'unfulfillable'; stockLevel: number; productName?: string } | undefined;

/**
 * Unfulfillable off the cart (spec 2 §4): when stock is below the quantity. The cart's branch of
 * the rule is `bagAvailability` (bag/bag-line.tsx), kept there so that product pages and the bag
 * share no chunk for it.
 */
export function isUnfulfillable(options: { stockLevel: number; quantity: number }): boolean {
  return options.stockLevel < options.quantity;
}

/**
 * The availability message of spec 2 §4/§8. Out of stock when stock is 0, when a master has no
 * complete selection, or when the selected variant is not orderable. Shown only once a variant is
 * selected or for bundles (and items, which need no selection). A bundle whose stock one of its
 * parts sets names that part ("Only {stockLevel} left for {productName}!").
 */
export function availabilityMessage(
  product: Pick<Product, 'type' | 'inventory' | 'inventories'>,
  options: { variantId?: string; orderable: boolean; quantity: number },
): AvailabilityMessage {
  const needsSelection = product.type === 'master' || product.type === 'set';
  if (needsSelection && !options.variantId) return undefined;
  const stock = options.variantId ? product.inventories.find((i) => i.id === options.variantId) : product.inventory;
  const stockLevel = stock?.stockLevel ?? 0;
  if (stockLevel === 0 || !options.orderable) return { kind: 'out-of-stock' };
  if (isUnfulfillable({ stockLevel, quantity: options.quantity })) {
    const productName = options.variantId ? undefined : product.inventory.lowestStockLevelProductName;
    return { kind: 'unfulfillable', stockLevel, ...(productName ? { productName } : {}) };
  }
  return undefined;
}
