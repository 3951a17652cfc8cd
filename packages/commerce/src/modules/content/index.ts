/** Content's public face: articles and pages (whether one is online, suggestions for a query) and their import. */
export type { ContentAsset, ContentAssetList, ContentAssetSummary } from './contract.js';
export { countContentAssets, ContentAssetInput, importContentAssets } from './import-content.js';
export { isContentAssetOnline, suggestContent } from './service.js';
/** Content items (decision 045): the stored form, its import and export, delivery, management and the cache. */
export type { ContentBundle, ContentIssue, StoredEdition, StoredItem } from './items/stored.js';
export { ContentImportError, countContentItems, exportContentItems, importContentItems } from './items/import-export.js';
export {
  CONTENT_NOT_FOUND,
  fetchContent,
  type ContentNotFound,
  type ContentRequest,
  type ContentResponse,
  type DeliveryParameters,
} from './items/delivery.js';
export { filterContent, HierarchyRootNotFoundError, type ContentFilter, type ContentFilterResult } from './items/filter.js';
export { CONTENT_BATCH_SIZE, MAX_REFERENCE_DEPTH, type DeliveredItem, type DeliveredMeta } from './items/resolve-tree.js';
export { dropContentCache } from './items/cache.js';
export { previewItem, type ItemPreview, type PreviewParameters } from './items/preview.js';
export { contentReference, CONTENT_REFERENCE_SCHEMA, type ContentReference } from './items/references.js';
export { localized, LOCALIZED_STRING_SCHEMA, type LocalizedValue } from './items/localised.js';
export {
  createItem,
  deleteItem,
  getItem,
  publishItem,
  unpublishItem,
  updateItem,
  type ItemInput,
  type ItemUpdate,
  type ManagedItem,
} from './items/management-items.js';
export {
  createEdition,
  deleteEdition,
  deleteEditionItem,
  getEdition,
  putEditionItem,
  setEditionPublished,
  updateEdition,
  type EditionInput,
  type ManagedEdition,
} from './items/management-editions.js';
export { ContentConflictError, ContentValidationError, VersionConflictError } from './items/management-errors.js';
/** Content blocks (decision 045): one schema per block type, the check of every write, the delivered types. */
export {
  BACKGROUND_COLORS,
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  FONT_COLORS,
  formatBlockIssue,
  isBlockType,
  MAX_BODY_BYTES,
  validateItemBody,
} from './blocks/index.js';
export type {
  AdjustableHero,
  AutoRefresh,
  BackgroundColor,
  Billboard,
  Blank,
  BlockIssue,
  BlockType,
  ButtonGroup,
  CardCarousel,
  CategoryBanner,
  CategoryLandingPage,
  CollectionLink,
  ContentBlock,
  ContentBlockOf,
  ContentCallToAction,
  ContentHref,
  ContentImage,
  ContentLinkObject,
  ContentPage,
  ContentSeo,
  ContentVideoSource,
  CountdownTimer,
  FontColor,
  Footer,
  GridContent,
  HeroBanner,
  HomePage,
  InformationalCardGallery,
  InlineContentItem,
  LocalisedSlot,
  MarketingBanner,
  MessagingBanner,
  MomentsBanner,
  NavigationTiles,
  NestedContent,
  PersonalisedContainer,
  PersonalisedMatch,
  PersonalisedSlot,
  PersonalisedVariant,
  ProductCarousel,
  ProductDetailConfiguration,
  ProductDetailText,
  ProductRecommendations,
  Promotions,
  SelectedPersonalisedContent,
  Slot,
  Story,
  Video,
  VideoHero,
} from './blocks/index.js';
