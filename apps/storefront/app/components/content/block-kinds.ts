import type { DeliveredItem } from '@ridgeline/sdk';

/** Blocks that hold blocks: pages and slots render their content in order (personalised ones already chosen). */
export const CONTAINERS = new Set([
  'home-page',
  'content-page',
  'category-landing-page',
  'slot',
  'localised-slot',
  'personalised-slot',
  'personalised-container',
]);

/**
 * Known types that draw nothing: product-detail configuration is applied by the product page;
 * auto-refresh belongs to the preview.
 */
export const SETTINGS = new Set(['product-detail-configuration', 'auto-refresh']);

/**
 * Blocks with nothing to do in the browser (links, pictures, text): kept as the server drew them,
 * with no code downloaded for them on the page's first load (static-island.tsx). The others
 * (rotation, countdown, carousels, dialogs, toggles, video controls, product tiles) hydrate.
 */
export const STATIC = new Set([
  'messaging-banner',
  'category-banner',
  'adjustable-hero',
  'moments-banner',
  'billboard',
  'navigation-tiles',
  'button-group',
  'collection-link',
  'informational-card-gallery',
  'grid-content',
  'product-detail-text',
]);

export const isItem = (value: unknown): value is DeliveredItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { _meta?: { schema?: unknown } })._meta?.schema === 'string';

/**
 * The blocks a container shows: its `content`, or, for a personalised slot delivered raw (no
 * customer groups were sent), its default content. References not resolved (depth root) are
 * not blocks and are skipped.
 */
export function containedBlocks(block: DeliveredItem): DeliveredItem[] {
  const list = Array.isArray(block.content)
    ? block.content
    : Array.isArray(block.defaultContent)
      ? block.defaultContent
      : [];
  return list.filter(isItem).filter((item) => !item._meta.schema.startsWith('http'));
}

/**
 * Whether nothing among these blocks (through their containers) does anything in the browser:
 * static blocks, blanks, settings, and unknown types (nothing for visitors). Such a list is kept
 * as the server drew it, with none of the blocks' code downloaded (a category's landing content).
 */
export function allStatic(blocks: readonly DeliveredItem[], showRaw: boolean): boolean {
  return blocks.every((block) => {
    const schema = block._meta.schema;
    if (CONTAINERS.has(schema)) return allStatic(containedBlocks(block), showRaw);
    return STATIC.has(schema) || SETTINGS.has(schema) || schema === 'blank' || (!showRaw && !KNOWN.has(schema));
  });
}

/** Every block type the storefront draws (spec 3 §2.4); any other is unknown (spec 3 §2.3). */
export const KNOWN = new Set([
  ...CONTAINERS,
  ...SETTINGS,
  ...STATIC,
  'marketing-banner',
  'hero-banner',
  'video-hero',
  'countdown-timer',
  'promotions',
  'card-carousel',
  'story',
  'product-carousel',
  'product-recommendations',
  'footer',
  'video',
  'blank',
]);
