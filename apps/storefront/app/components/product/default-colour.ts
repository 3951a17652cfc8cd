import type { TileProduct } from '~/lib/listing/tile-product';

/**
 * The colour a tile shows first (spec 2 §4): the first of c_colorID that the product has,
 * otherwise the first orderable colour, otherwise the first colour. Search results skip the first
 * rule (the merchandised order is the category's, not the search's).
 */
export function defaultColour(
  product: Pick<TileProduct, 'c_colorID' | 'variationAttributes'>,
  { search = false }: { search?: boolean } = {},
): string | undefined {
  const values = product.variationAttributes.find((a) => a.id === 'color')?.values ?? [];
  const merchandised = search ? [] : product.c_colorID.split('|').filter(Boolean);
  const listed = merchandised.find((id) => values.some((v) => v.value === id));
  return listed ?? values.find((v) => v.orderable)?.value ?? values[0]?.value;
}
