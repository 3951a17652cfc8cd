import type { Product } from '@ridgeline/sdk';

export type Selection = { color?: string; size?: string };

/** The colour and size named in the query string, kept only when the product has them. */
export function selectionFromSearch(product: Pick<Product, 'variationAttributes'>, search: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const attribute of product.variationAttributes) {
    const value = search.get(attribute.id);
    if (value && attribute.values.some((v) => v.value === value)) selection[attribute.id] = value;
  }
  return selection;
}

/** When every variation attribute is chosen, the variant they name (spec 2 §4). */
export function selectedVariant(product: Pick<Product, 'variationAttributes' | 'variants'>, selection: Selection) {
  const complete = product.variationAttributes.every((a) => selection[a.id] !== undefined);
  if (!complete || product.variationAttributes.length === 0) return undefined;
  return product.variants.find(
    (v) =>
      (selection.color === undefined || v.variationValues.color === selection.color) &&
      (selection.size === undefined || v.variationValues.size === selection.size),
  );
}

/** Whether a value can still be bought given the other attribute's choice (for crossed-out swatches). */
export function isValueAvailable(
  product: Pick<Product, 'variants'>,
  attribute: 'color' | 'size',
  value: string,
  selection: Selection,
): boolean {
  const other = attribute === 'color' ? 'size' : 'color';
  return product.variants.some(
    (v) =>
      v.orderable &&
      v.variationValues[attribute] === value &&
      (selection[other] === undefined || v.variationValues[other] === selection[other]),
  );
}
