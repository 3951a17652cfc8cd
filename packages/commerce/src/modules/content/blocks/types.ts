import type { z } from '@hono/zod-openapi';
import type { CallToAction, ContentImage, Href, LinkObject } from './fields.js';
import type { BlockFields } from './registry.js';
import type { PersonalisedMatch, PersonalisedVariant, SelectedPersonalisedContent } from './slots.js';
import type { Seo } from './pages.js';
import type { VideoSource } from './banners.js';

/**
 * The delivered form of every block (one locale, localised values resolved, defaults filled in on
 * write), for renderers. Fields holding blocks are `NestedContent[]`: inline items after delivery
 * with depth "all" (narrow them to ContentBlock on `_meta.schema`), references otherwise.
 */
export type { DeliveredMeta, InlineContentItem, NestedContent } from './nested.js';
export type { ContentReference } from '../items/references.js';

/** Spec 3 §3.2's link object. */
export type ContentLinkObject = z.output<typeof LinkObject>;
/** A `link` field: the link object, or a URL (a path on the shop or an http(s) page). */
export type ContentHref = z.output<typeof Href>;
/** An image: `/i/{endpoint}/{name}` on the image service, or `url` as is. */
export type ContentImage = z.output<typeof ContentImage>;
export type ContentCallToAction = z.output<typeof CallToAction>;
export type ContentVideoSource = z.output<typeof VideoSource>;
export type ContentSeo = z.output<typeof Seo>;

export type HomePage = BlockFields<'home-page'>;
export type ContentPage = BlockFields<'content-page'>;
export type CategoryLandingPage = BlockFields<'category-landing-page'>;
export type MarketingBanner = BlockFields<'marketing-banner'>;
export type HeroBanner = BlockFields<'hero-banner'>;
export type MessagingBanner = BlockFields<'messaging-banner'>;
export type CategoryBanner = BlockFields<'category-banner'>;
export type VideoHero = BlockFields<'video-hero'>;
export type AdjustableHero = BlockFields<'adjustable-hero'>;
export type MomentsBanner = BlockFields<'moments-banner'>;
export type Billboard = BlockFields<'billboard'>;
export type CountdownTimer = BlockFields<'countdown-timer'>;
export type Promotions = BlockFields<'promotions'>;
export type CardCarousel = BlockFields<'card-carousel'>;
export type NavigationTiles = BlockFields<'navigation-tiles'>;
export type ButtonGroup = BlockFields<'button-group'>;
export type CollectionLink = BlockFields<'collection-link'>;
export type InformationalCardGallery = BlockFields<'informational-card-gallery'>;
export type GridContent = BlockFields<'grid-content'>;
export type Story = BlockFields<'story'>;
export type ProductCarousel = BlockFields<'product-carousel'>;
export type ProductRecommendations = BlockFields<'product-recommendations'>;
export type ProductDetailText = BlockFields<'product-detail-text'>;
export type ProductDetailConfiguration = BlockFields<'product-detail-configuration'>;
export type Footer = BlockFields<'footer'>;
export type Video = BlockFields<'video'>;
export type Blank = BlockFields<'blank'>;
export type AutoRefresh = BlockFields<'auto-refresh'>;
export type Slot = BlockFields<'slot'>;
export type LocalisedSlot = BlockFields<'localised-slot'>;
/** As stored, and as delivered without customer groups (staff tools). */
export type PersonalisedSlot = BlockFields<'personalised-slot'>;
export type PersonalisedContainer = BlockFields<'personalised-container'>;
export type PersonalisedVariant = z.output<typeof PersonalisedVariant>;
export type PersonalisedMatch = z.output<typeof PersonalisedMatch>;
/** A personalised slot or container as delivered for customer groups: chosen content and the match list. */
export type SelectedPersonalisedContent = z.output<typeof SelectedPersonalisedContent>;
