import type { Product } from '@ridgeline/sdk';

export type AvailabilityMessage =
  { kind: 'out-of-stock' } | { kind: 'unfulfillable'; stockLevel: number; productName?: string } | undefined;

/**
 * Unfulfillable (spec 2 §4): on the cart, when stock is at most the quantity and the quantity is at
 * most the maximum order quantity; otherwise (elsewhere, or a cart line beyond the maximum) when
 * stock is below the quantity, so a line that cannot be filled is never left unmarked.
 */
export function isUnfulfillable(options: {
  stockLevel: number;
  quantity: number;
  onCart: boolean;
  maxOrderQuantity?: number;
}): boolean {
  const { stockLevel, quantity, onCart, maxOrderQuantity = Number.POSITIVE_INFINITY } = options;
  return (onCart && stockLevel <= quantity && quantity <= maxOrderQuantity) || stockLevel < quantity;
}

/**
 * The availability message of spec 2 §4/§8. Out of stock when stock is 0, when a master has no
 * complete selection, or when the selected variant is not orderable. Shown only once a variant is
 * selected or for bundles (and items, which need no selection).
 */
export function availabilityMessage(
  product: Pick<Product, 'type' | 'name' | 'inventory' | 'inventories'>,
  options: { variantId?: string; orderable: boolean; quantity: number; onCart?: boolean; withName?: boolean },
): AvailabilityMessage {
  const needsSelection = product.type === 'master' || product.type === 'set';
  if (needsSelection && !options.variantId) return undefined;
  const stock = options.variantId ? product.inventories.find((i) => i.id === options.variantId) : product.inventory;
  const stockLevel = stock?.stockLevel ?? 0;
  if (stockLevel === 0 || !options.orderable) return { kind: 'out-of-stock' };
  if (isUnfulfillable({ stockLevel, quantity: options.quantity, onCart: options.onCart ?? false })) {
    return { kind: 'unfulfillable', stockLevel, ...(options.withName ? { productName: product.name } : {}) };
  }
  return undefined;
}
