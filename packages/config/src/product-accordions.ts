/**
 * The product page's sections, in the spec's order (spec 2 §2), and those open on arrival: the
 * product-detail configuration's `defaultExpandAccordions` default (spec 3 §3.8). The engine's
 * block schema and the storefront's product page both use them.
 */
export const PRODUCT_ACCORDIONS = [
  'features',
  'product_details',
  'fabric',
  'shipping_and_returns',
  'gear_up_for_adventure',
  'reviews',
  'questions',
] as const;
export type ProductAccordion = (typeof PRODUCT_ACCORDIONS)[number];

export const DEFAULT_EXPANDED_ACCORDIONS: readonly ProductAccordion[] = [
  'features',
  'product_details',
  'gear_up_for_adventure',
];
