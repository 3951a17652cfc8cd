import type { Localized } from '../../db/localized.js';
import { pick } from '../../db/localized.js';
import type { Artwork, VariationAttribute } from './schema.js';
import type { Image, ImageGroup } from './contract.js';

/** The views generated for each colour, in gallery order. */
export const VIEWS = ['front', 'back', 'side', 'detail'] as const;
const FALLBACK_HEX = '5b6b5e';

export function productImageLink(artwork: Artwork, hex: string, view: string): string {
  return `/i/products/${artwork.kind}-${artwork.style}-${hex.replace('#', '').toLowerCase()}-${view}`;
}

export function swatchLink(hex: string): string {
  return `/i/swatches/${hex.replace('#', '').toLowerCase()}`;
}

function image(link: string, alt: string): Image {
  return { link, disBaseLink: link, alt, title: alt };
}

type Colour = { value: string; hex: string; name: Localized };

function colours(attributes: VariationAttribute[]): Colour[] {
  const colour = attributes.find((a) => a.id === 'color');
  if (!colour || colour.values.length === 0) return [];
  return colour.values.map((v) => ({ value: v.value, hex: v.hex ?? FALLBACK_HEX, name: v.name }));
}

/**
 * Image groups per colour, as the commerce platform shapes them: `large` (gallery and tiles,
 * one image per view), `small` (the front view) and `swatch` (one chip per colour).
 */
export function imageGroupsFor(
  artwork: Artwork,
  attributes: VariationAttribute[],
  productName: string,
  locale: string,
): ImageGroup[] {
  const list = colours(attributes);
  if (list.length === 0) {
    // Items, sets and bundles have no colour variations: their artwork carries its own colour.
    const hex = artwork.hex ?? FALLBACK_HEX;
    return [
      {
        viewType: 'large',
        images: VIEWS.map((view) => image(productImageLink(artwork, hex, view), productName)),
      },
    ];
  }
  const groups: ImageGroup[] = [];
  for (const c of list) {
    const alt = `${productName}, ${pick(c.name, locale)}`;
    const variation = [{ id: 'color' as const, values: [{ value: c.value }] }];
    groups.push({
      viewType: 'large',
      variationAttributes: variation,
      images: VIEWS.map((view) => image(productImageLink(artwork, c.hex, view), alt)),
    });
    groups.push({
      viewType: 'small',
      variationAttributes: variation,
      images: [image(productImageLink(artwork, c.hex, 'front'), alt)],
    });
    groups.push({
      viewType: 'swatch',
      variationAttributes: variation,
      images: [image(swatchLink(c.hex), pick(c.name, locale) ?? c.value)],
    });
  }
  return groups;
}

/** The first large image of the given colour (or of the first colour). */
export function primaryImage(groups: ImageGroup[], colour?: string): Image | undefined {
  const large = groups.filter((g) => g.viewType === 'large');
  const match = colour
    ? large.find((g) => g.variationAttributes?.[0]?.values.some((v) => v.value === colour))
    : undefined;
  return (match ?? large[0])?.images[0];
}
