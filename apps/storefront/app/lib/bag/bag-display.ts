import type { ProductItem } from '@ridgeline/sdk';

/** Spec 2 §2: the add-to-bag dialog shows a product's name up to a '|' (the rest is merchandising copy). */
export function bagItemName(name: string): string {
  return (name.split('|')[0] ?? name).trim();
}

/** Variation values joined with ' / ': "Black / M". */
export function variationText(item: Pick<ProductItem, 'variationNames' | 'variationValues'>): string {
  const names = item.variationNames ?? {};
  const values = item.variationValues;
  return [names.color ?? values?.color, names.size ?? values?.size].filter(Boolean).join(' / ');
}
