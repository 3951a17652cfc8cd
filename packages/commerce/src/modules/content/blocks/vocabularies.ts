/**
 * The closed lists a content author picks from. Colours are spec 3 §3.6's vocabularies, which the
 * storefront maps to its design tokens; the others are where the spec names a field without its
 * values, chosen so a renderer can map each value to one class.
 */

/** Spec 3 §3.6, background colours. */
export const BACKGROUND_COLORS = [
  'black',
  'brand',
  'cool-1',
  'cool-2',
  'dry-1',
  'dry-2',
  'gray',
  'protected-1',
  'protected-2',
  'sale',
  'warm-1',
  'warm-2',
  'white',
] as const;
export type BackgroundColor = (typeof BACKGROUND_COLORS)[number];

/** Spec 3 §3.6, font colours. */
export const FONT_COLORS = [
  'primary',
  'primary-inverted',
  'secondary',
  'brand',
  'sale',
  'warm-large',
  'dry-on-white',
  'cool-on-white',
  'protected-on-white',
] as const;
export type FontColor = (typeof FONT_COLORS)[number];

/** A headline's typeface: the brand's primary (text) face or its secondary (display) face. */
export const FONT_FAMILIES = ['primary', 'secondary'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Button look, as the storefront's Button primitive draws them. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'text'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Where a link opens: this tab or a new one (spec 3's linkTarget and urlTarget). */
export const LINK_TARGETS = ['_self', '_blank'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

/** Spec 3 §3.4, hero banner layout. */
export const VERTICAL_ALIGNMENTS = ['Top', 'Middle', 'Bottom'] as const;
export const HORIZONTAL_ALIGNMENTS = ['Left', 'Center', 'Right'] as const;
/** "narrow or other" (spec 3 §3.4): narrow keeps the copy to a column; wide lets it run. */
export const CONTENT_WIDTHS = ['narrow', 'wide'] as const;

/** Vertical space a block leaves below it, as the storefront's spacing scale. */
export const SPACE_BELOW = ['none', 'small', 'medium', 'large'] as const;

/** Spec 3 §3.8, card carousel: "Compact, Grid Viznav, other" (Standard is the other). */
export const CARD_DISPLAYS = ['Standard', 'Compact', 'Grid Viznav'] as const;
/** Spec 3 §3.8, button group. */
export const HEADER_PLACEMENTS = ['Above', 'Inline'] as const;
export const RESPONSIVE_BEHAVIORS = ['Content Overflow', 'Content Stack'] as const;

/** Spec 3 §3.1, personalised content: a variant matches when any (or all) of its segments do. */
export const MATCH_MODES = ['Any', 'All'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** The product page's accordions, in the storefront's order (spec 3 §3.8's defaultExpandAccordions names them). */
export { PRODUCT_ACCORDIONS } from '@ridgeline/config';
