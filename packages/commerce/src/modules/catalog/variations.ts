import { pick } from '../../db/localized.js';
import type { VariationAttributeDto } from './contract.js';
import { swatchLink } from './images.js';
import type { VariationAttribute } from './schema.js';

/**
 * Localised variation attributes; a value is orderable when at least one orderable
 * variant in stock carries it.
 */
export function variationAttributesFor(
  attributes: VariationAttribute[],
  locale: string,
  orderableValues: { color: Set<string>; size: Set<string> } | undefined,
): VariationAttributeDto[] {
  return attributes.map((attribute) => ({
    id: attribute.id,
    name: pick(attribute.name, locale) ?? attribute.id,
    values: attribute.values.map((v) => {
      const name = pick(v.name, locale) ?? v.value;
      return {
        value: v.value,
        name,
        orderable: orderableValues ? orderableValues[attribute.id].has(v.value) : true,
        ...(attribute.id === 'color' && v.hex
          ? { swatch: { link: swatchLink(v.hex), disBaseLink: swatchLink(v.hex), alt: name, title: name } }
          : {}),
      };
    }),
  }));
}
