/** Personalisation's public face: which variants of a slot a shopper's customer groups select (spec 3 §4.1). */
export {
  DEFAULT_CONTENT_TITLE,
  DEFAULT_MAX_NUMBER_MATCHES,
  selectVariants,
  variantMatches,
  type MatchMode,
  type VariantMatch,
  type VariantRule,
  type VariantSelection,
} from './select-variants.js';
