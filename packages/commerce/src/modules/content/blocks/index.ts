/** Content blocks: one schema per block type (decision 045), the delivered types, and the write-time check. */
export {
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  isBlockType,
  type BlockFields,
  type BlockType,
  type ContentBlock,
  type ContentBlockOf,
} from './registry.js';
export {
  validateItemBody,
  formatBlockIssue,
  MAX_BODY_BYTES,
  type BlockIssue,
  type ValidateItemBodyResult,
} from './validate.js';
export {
  BACKGROUND_COLORS,
  BUTTON_VARIANTS,
  CARD_DISPLAYS,
  CONTENT_WIDTHS,
  FONT_COLORS,
  FONT_FAMILIES,
  HEADER_PLACEMENTS,
  HORIZONTAL_ALIGNMENTS,
  LINK_TARGETS,
  MATCH_MODES,
  PRODUCT_ACCORDIONS,
  RESPONSIVE_BEHAVIORS,
  SPACE_BELOW,
  VERTICAL_ALIGNMENTS,
  type BackgroundColor,
  type ButtonVariant,
  type FontColor,
  type FontFamily,
  type LinkTarget,
  type MatchMode,
} from './vocabularies.js';
export { LINK_TYPES, TEXT_LIMITS, isSafeUrl } from './fields.js';
export { PRODUCT_CAROUSEL_MAX_SLIDES } from './product.js';
export { SelectedPersonalisedContent, PersonalisedMatch } from './slots.js';
export type * from './types.js';
