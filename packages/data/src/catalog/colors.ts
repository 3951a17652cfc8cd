import type { Localized } from './commerce.js';

/** A colour of the palette: `code` is the variation value (c_colorID entries, variant ids). */
export type Colour = { code: string; name: Localized; hex: string };

/** Three-digit codes as on outdoor brands' sites; hex is what the artwork is filled with. */
export const COLOURS: readonly Colour[] = [
  { code: '010', name: { en: 'Black', fr: 'Noir' }, hex: '#1c1c1e' },
  { code: '011', name: { en: 'Charcoal', fr: 'Charbon' }, hex: '#3a3d40' },
  { code: '023', name: { en: 'City Grey', fr: 'Gris ville' }, hex: '#7b7f83' },
  { code: '027', name: { en: 'Heather Grey', fr: 'Gris chiné' }, hex: '#a4a6a8' },
  { code: '100', name: { en: 'White', fr: 'Blanc' }, hex: '#f2f1ec' },
  { code: '125', name: { en: 'Chalk', fr: 'Craie' }, hex: '#e4dfd3' },
  { code: '160', name: { en: 'Stone', fr: 'Beige pierre' }, hex: '#b9ab92' },
  { code: '212', name: { en: 'Sand', fr: 'Sable' }, hex: '#cdb68b' },
  { code: '257', name: { en: 'Tobacco', fr: 'Brun tabac' }, hex: '#6e4a2f' },
  { code: '286', name: { en: 'Burnt Orange', fr: 'Orange brûlé' }, hex: '#c0562a' },
  { code: '303', name: { en: 'Forest Green', fr: 'Vert forêt' }, hex: '#2f5d3a' },
  { code: '316', name: { en: 'Olive', fr: 'Olive' }, hex: '#5f6b3a' },
  { code: '319', name: { en: 'Sage', fr: 'Vert sauge' }, hex: '#9aae8c' },
  { code: '347', name: { en: 'Moss', fr: 'Vert mousse' }, hex: '#4d6b2f' },
  { code: '397', name: { en: 'Khaki', fr: 'Kaki' }, hex: '#8a8460' },
  { code: '412', name: { en: 'Glacier Blue', fr: 'Bleu glacier' }, hex: '#8fc1d9' },
  { code: '427', name: { en: 'Navy', fr: 'Bleu marine' }, hex: '#1f2f4e' },
  { code: '432', name: { en: 'Cobalt', fr: 'Bleu cobalt' }, hex: '#1f4e9c' },
  { code: '439', name: { en: 'Slate Blue', fr: 'Bleu ardoise' }, hex: '#4f6478' },
  { code: '452', name: { en: 'Night Sky', fr: 'Bleu nuit' }, hex: '#1b2338' },
  { code: '467', name: { en: 'Teal', fr: 'Sarcelle' }, hex: '#1f6f72' },
  { code: '505', name: { en: 'Lavender', fr: 'Lavande' }, hex: '#a896c8' },
  { code: '539', name: { en: 'Plum', fr: 'Prune' }, hex: '#5b2b4c' },
  { code: '606', name: { en: 'Brick Red', fr: 'Rouge brique' }, hex: '#9c3b2e' },
  { code: '613', name: { en: 'Bright Red', fr: 'Rouge vif' }, hex: '#c8202f' },
  { code: '664', name: { en: 'Burgundy', fr: 'Bordeaux' }, hex: '#5e1f2b' },
  { code: '688', name: { en: 'Dusty Rose', fr: 'Rose poudré' }, hex: '#cf9c9a' },
  { code: '695', name: { en: 'Coral', fr: 'Corail' }, hex: '#e6735c' },
  { code: '705', name: { en: 'Mustard', fr: 'Moutarde' }, hex: '#c9962b' },
  { code: '741', name: { en: 'Sulphur', fr: 'Jaune soufre' }, hex: '#e3c84a' },
];

export function colourByCode(code: string): Colour | undefined {
  return COLOURS.find((colour) => colour.code === code);
}
