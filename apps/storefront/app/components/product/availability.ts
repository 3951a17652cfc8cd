import type { Product } from '@ridgeline/sdk';

export type AvailabilityMessage = { kind: 'out-of-stock' } | { kind: 'low-stock'; stockLevel: number } | undefined;

/** Stock at or below this shows "Only {stockLevel} left!". */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The availability message of spec 2 §4/§8, shown only once a variant is selected (or for items
 * and bundles, which need no selection).
 */
export function availabilityMessage(
  product: Pick<Product, 'type' | 'inventory' | 'inventories'>,
  variantId: string | undefined,
  orderable: boolean,
): AvailabilityMessage {
  const needsSelection = product.type === 'master';
  if (needsSelection && !variantId) return undefined;
  const stock = variantId ? product.inventories.find((i) => i.id === variantId) : product.inventory;
  const level = stock?.stockLevel ?? 0;
  if (level === 0 || !orderable) return { kind: 'out-of-stock' };
  if (level <= LOW_STOCK_THRESHOLD) return { kind: 'low-stock', stockLevel: level };
  return undefined;
}
