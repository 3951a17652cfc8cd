import type { z } from '@hono/zod-openapi';
import {
  AdjustableHero,
  Billboard,
  CategoryBanner,
  CountdownTimer,
  HeroBanner,
  MarketingBanner,
  MessagingBanner,
  MomentsBanner,
  Promotions,
  VideoHero,
} from './banners.js';
import { setBlockLookup, type DeliveredMeta } from './nested.js';
import {
  ButtonGroup,
  CardCarousel,
  CollectionLink,
  GridContent,
  InformationalCardGallery,
  NavigationTiles,
  Story,
} from './navigation.js';
import { CategoryLandingPage, ContentPage, HomePage } from './pages.js';
import { ProductCarousel, ProductDetailConfiguration, ProductDetailText, ProductRecommendations } from './product.js';
import { AutoRefresh, Blank, Footer, Video } from './site.js';
import { LocalisedSlot, PersonalisedContainer, PersonalisedSlot, Slot } from './slots.js';

/** Every block type the engine knows (decision 045), by its `_meta.schema` name. */
const SCHEMAS = {
  'home-page': HomePage,
  'content-page': ContentPage,
  'category-landing-page': CategoryLandingPage,
  'marketing-banner': MarketingBanner,
  'hero-banner': HeroBanner,
  'messaging-banner': MessagingBanner,
  'category-banner': CategoryBanner,
  'video-hero': VideoHero,
  'adjustable-hero': AdjustableHero,
  'moments-banner': MomentsBanner,
  billboard: Billboard,
  'countdown-timer': CountdownTimer,
  promotions: Promotions,
  'card-carousel': CardCarousel,
  'navigation-tiles': NavigationTiles,
  'button-group': ButtonGroup,
  'collection-link': CollectionLink,
  'informational-card-gallery': InformationalCardGallery,
  'grid-content': GridContent,
  story: Story,
  'product-carousel': ProductCarousel,
  'product-recommendations': ProductRecommendations,
  'product-detail-text': ProductDetailText,
  'product-detail-configuration': ProductDetailConfiguration,
  footer: Footer,
  video: Video,
  blank: Blank,
  'auto-refresh': AutoRefresh,
  slot: Slot,
  'personalised-slot': PersonalisedSlot,
  'localised-slot': LocalisedSlot,
  'personalised-container': PersonalisedContainer,
} as const;

export type BlockType = keyof typeof SCHEMAS;
export const BLOCK_TYPES = Object.keys(SCHEMAS) as readonly BlockType[] as readonly [BlockType, ...BlockType[]];
export const BLOCK_SCHEMAS: Readonly<Record<BlockType, z.ZodType>> = SCHEMAS;

export function isBlockType(schema: string): schema is BlockType {
  return Object.hasOwn(SCHEMAS, schema);
}

setBlockLookup((schema) => (isBlockType(schema) ? SCHEMAS[schema] : undefined));

/** A block's fields as delivered (one locale, defaults filled in on write). */
export type BlockFields<T extends BlockType> = z.output<(typeof SCHEMAS)[T]>;

/** A delivered item of one block type: its `_meta` and its fields. */
export type ContentBlockOf<T extends BlockType> = { _meta: DeliveredMeta & { schema: T } } & BlockFields<T>;

/**
 * A delivered item of any known block type. TypeScript does not narrow a union on a nested field,
 * so a renderer picks by `_meta.schema` and takes `ContentBlockOf<that type>`.
 */
export type ContentBlock = { [T in BlockType]: ContentBlockOf<T> }[BlockType];
