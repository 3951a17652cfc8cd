import type { Localized } from './commerce.js';

/** A size: `value` goes into variant ids, so it has no spaces; `name` is what shoppers read. */
export type Size = { value: string; name: Localized };

export type SizeScale = 'apparel' | 'footwear' | 'kids' | 'gloves' | 'socks' | 'hats' | 'bottles' | 'one-size';

/** French Canadian labels follow the usual TP/P/M/G/TG lettering (très petit … très grand). */
const APPAREL: Size[] = [
  { value: 'XS', name: { en: 'XS', fr: 'TP' } },
  { value: 'S', name: { en: 'S', fr: 'P' } },
  { value: 'M', name: { en: 'M', fr: 'M' } },
  { value: 'L', name: { en: 'L', fr: 'G' } },
  { value: 'XL', name: { en: 'XL', fr: 'TG' } },
  { value: 'XXL', name: { en: 'XXL', fr: 'TTG' } },
];

/** 7 to 13 in half sizes; French writes the decimal comma. */
const FOOTWEAR: Size[] = Array.from({ length: 13 }, (_, i) => {
  const size = 7 + i / 2;
  const value = Number.isInteger(size) ? String(size) : size.toFixed(1);
  return { value, name: { en: value, fr: value.replace('.', ',') } };
});

const KIDS: Size[] = [4, 6, 8, 10, 12, 14, 16].map((age) => ({
  value: String(age),
  name: { en: String(age), fr: `${age} ans` },
}));

const ONE_SIZE: Size = { value: 'OS', name: { en: 'One Size', fr: 'Taille unique' } };

export const SIZE_SCALES: Record<SizeScale, readonly Size[]> = {
  apparel: APPAREL,
  footwear: FOOTWEAR,
  kids: KIDS,
  gloves: APPAREL.slice(1, 5),
  socks: APPAREL.slice(1, 5),
  hats: [
    { value: 'S-M', name: { en: 'S/M', fr: 'P/M' } },
    { value: 'L-XL', name: { en: 'L/XL', fr: 'G/TG' } },
  ],
  bottles: [
    { value: '500ML', name: { en: '500 ml', fr: '500 ml' } },
    { value: '750ML', name: { en: '750 ml', fr: '750 ml' } },
    { value: '1L', name: { en: '1 L', fr: '1 L' } },
  ],
  'one-size': [ONE_SIZE],
};

export const SIZE_ATTRIBUTE_NAME: Localized = { en: 'Size', fr: 'Taille' };
export const COLOUR_ATTRIBUTE_NAME: Localized = { en: 'Color', fr: 'Couleur' };
