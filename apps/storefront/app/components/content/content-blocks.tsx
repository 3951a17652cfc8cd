import type { DeliveredItem } from '@ridgeline/sdk';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Blank } from './blocks/blank';
import { UnknownBlock } from './blocks/unknown-block';
import { ContentEnvironmentContext, useContentEnvironment, type ContentEnvironment } from './content-environment';
import { loadBeforeReplay } from '~/lib/hydration/code-before-replay';
import { StaticIsland } from './static-island';

type Renderer = ComponentType<{ block: DeliveredItem }>;

/**
 * One renderer of a family module, loaded the first time a page shows a block of it: a page
 * carries the code of the blocks it has, not of all 30 (the JavaScript budget of 150 kB a page).
 * The server renders them into the first HTML all the same; hydration waits for their code, and
 * so does the replay of what the shopper did before (a click on a carousel's arrow).
 */
function family<M>(load: () => Promise<M>, name: keyof M & string): LazyExoticComponent<Renderer> {
  return lazy(() => loadBeforeReplay(load()).then((module) => ({ default: module[name] as Renderer })));
}
const banners = () => import('./blocks/picture-banners');
const grids = () => import('./blocks/card-grids');
const products = () => import('./blocks/product-blocks');
const videos = () => import('./blocks/videos');

/** Block type (`_meta.schema`, decision 045) → its renderer. */
const RENDERERS: Readonly<Record<string, Renderer | LazyExoticComponent<Renderer>>> = {
  'marketing-banner': family(() => import('./blocks/marketing-banner'), 'MarketingBanner'),
  'hero-banner': family(() => import('./blocks/hero-banner'), 'HeroBanner'),
  'messaging-banner': family(() => import('./blocks/messaging-banner'), 'MessagingBanner'),
  'category-banner': family(banners, 'CategoryBanner'),
  'video-hero': family(videos, 'VideoHero'),
  'adjustable-hero': family(banners, 'AdjustableHero'),
  'moments-banner': family(banners, 'MomentsBanner'),
  billboard: family(banners, 'Billboard'),
  'countdown-timer': family(() => import('./blocks/countdown-timer'), 'CountdownTimer'),
  promotions: family(() => import('./blocks/promotions'), 'Promotions'),
  'card-carousel': family(() => import('./blocks/card-carousel'), 'CardCarousel'),
  'navigation-tiles': family(() => import('./blocks/navigation-tiles'), 'NavigationTiles'),
  'button-group': family(() => import('./blocks/button-group'), 'ButtonGroup'),
  'collection-link': family(() => import('./blocks/collection-link'), 'CollectionLink'),
  'informational-card-gallery': family(grids, 'InformationalCardGallery'),
  'grid-content': family(grids, 'GridContent'),
  story: family(() => import('./blocks/story'), 'Story'),
  'product-carousel': family(products, 'ProductCarousel'),
  'product-recommendations': family(products, 'ProductRecommendations'),
  'product-detail-text': family(() => import('./blocks/product-detail-text'), 'ProductDetailText'),
  footer: family(() => import('./footer/content-footer'), 'FooterBlock'),
  video: family(videos, 'Video'),
  blank: Blank as Renderer,
};

/** Blocks that hold blocks: pages and slots render their content in order (personalised ones already chosen). */
const CONTAINERS = new Set([
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
const SETTINGS = new Set(['product-detail-configuration', 'auto-refresh']);

/**
 * Blocks with nothing to do in the browser (links, pictures, text, native video controls): kept as
 * the server drew them, with no code downloaded for them on the page's first load (static-island.tsx).
 * The others (rotation, countdown, carousels, dialogs, toggles, product tiles) hydrate.
 */
const STATIC = new Set([
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

const isItem = (value: unknown): value is DeliveredItem =>
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

/** One delivered block, chosen by its `_meta.schema` (spec 3 §2.4); an unknown type per spec 3 §2.3. */
export function ContentBlock({ block }: { block: DeliveredItem }) {
  const { showRaw } = useContentEnvironment();
  const schema = block._meta.schema;
  if (CONTAINERS.has(schema)) return <BlockList blocks={containedBlocks(block)} />;
  if (SETTINGS.has(schema)) return null;
  const Render = RENDERERS[schema];
  if (!Render) return <UnknownBlock block={block} showRaw={showRaw} />;
  const drawn = (
    <Suspense fallback={null}>
      <Render block={block} />
    </Suspense>
  );
  return (
    <div data-content-block={schema}>
      {STATIC.has(schema) && block._meta.deliveryId ? (
        <StaticIsland name={block._meta.deliveryId} render={() => drawn} fallback={drawn} />
      ) : (
        drawn
      )}
    </div>
  );
}

function BlockList({ blocks }: { blocks: readonly DeliveredItem[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <ContentBlock key={block._meta.deliveryId ?? i} block={block} />
      ))}
    </>
  );
}

export type ContentBlocksProps = {
  /** The page's blocks (a page item's `content`), or any delivered items; null and undefined render nothing. */
  blocks: readonly unknown[] | null | undefined;
  showRaw?: boolean;
} & Partial<Omit<ContentEnvironment, 'showRaw'>>;

/**
 * A page's blocks in order. `products` gives product carousels and recommendations their
 * products (by block deliveryId); `recommendationEvents` lets recommendations send their view and
 * click events; `categoryHref` resolves category links; `showRaw` shows unknown blocks' data
 * (default: outside production, import.meta.env.DEV).
 */
export function ContentBlocks({
  blocks,
  products,
  categoryHref,
  recommendationEvents,
  showRaw = import.meta.env.DEV,
}: ContentBlocksProps) {
  const environment = useMemo(
    () => ({ products, categoryHref, recommendationEvents, showRaw }),
    [products, categoryHref, recommendationEvents, showRaw],
  );
  if (!blocks?.length) return null;
  return (
    <ContentEnvironmentContext.Provider value={environment}>
      <BlockList blocks={blocks.filter(isItem)} />
    </ContentEnvironmentContext.Provider>
  );
}
