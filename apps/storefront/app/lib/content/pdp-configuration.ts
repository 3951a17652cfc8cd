import { DEFAULT_EXPANDED_ACCORDIONS } from '@ridgeline/config';
/**
 * The product-detail configuration block (spec 3 §3.8; delivery key `pdp-configuration`): which
 * product-page features are on (all eight flags default to true) and which accordions open on
 * arrival. Read leniently: a missing item or field is its default, so the product page never
 * depends on content being there.
 */
export const PDP_CONFIGURATION_KEY = 'pdp-configuration';
/** The product-detail text block shown with every product (spec 3 §2.4: markdown). */
export const PDP_TEXT_KEY = 'pdp-text';

export const PDP_FLAGS = [
  'enableBazaarvoice',
  'enableBvRatingHistogram',
  'enableBvRatingReviews',
  'enableBvQuestionAnswers',
  'enableStylitics',
  'enableShippingReturnsDrawer',
  'enableOnModel',
  'enableRestrictedProductTypes',
] as const;
export type PdpFlag = (typeof PDP_FLAGS)[number];

export const DEFAULT_EXPAND_ACCORDIONS: string[] = [...DEFAULT_EXPANDED_ACCORDIONS];

export type PdpConfiguration = Record<PdpFlag, boolean> & { defaultExpandAccordions: string[] };

export function readPdpConfiguration(item: unknown): PdpConfiguration {
  const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const flags = Object.fromEntries(PDP_FLAGS.map((flag) => [flag, fields[flag] !== false])) as Record<PdpFlag, boolean>;
  const expand = fields.defaultExpandAccordions;
  const defaultExpandAccordions = Array.isArray(expand)
    ? [...new Set(expand.filter((id): id is string => typeof id === 'string'))]
    : DEFAULT_EXPAND_ACCORDIONS;
  return { ...flags, defaultExpandAccordions };
}

/**
 * What the configuration does to the product page's accordions, the features of it that exist
 * here: the ones to open, and the ones switched off — reviews (Bazaarvoice and its reviews),
 * questions (Bazaarvoice and its Q&A) and shipping & returns (the shipping-returns flag). The
 * rating histogram, Stylitics, on-model images and restricted product types have no part on this
 * shop's product page yet, so their flags change nothing.
 */
export function accordionSettings(config: PdpConfiguration): { expanded: string[]; hidden: string[] } {
  const hidden: string[] = [];
  if (!config.enableBazaarvoice || !config.enableBvRatingReviews) hidden.push('reviews');
  if (!config.enableBazaarvoice || !config.enableBvQuestionAnswers) hidden.push('questions');
  if (!config.enableShippingReturnsDrawer) hidden.push('shipping_and_returns');
  return { expanded: config.defaultExpandAccordions, hidden };
}
