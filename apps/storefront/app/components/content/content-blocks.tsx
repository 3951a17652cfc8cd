import type { DeliveredItem } from '@ridgeline/sdk';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Blank } from './blocks/blank';
import { CardCarousel } from './blocks/card-carousel';
import { CountdownTimer } from './blocks/countdown-timer';
import { HeroBanner } from './blocks/hero-banner';
import { MarketingBanner } from './blocks/marketing-banner';
import { ProductCarousel, ProductRecommendations } from './blocks/product-blocks';
import { Story } from './blocks/story';
import { Video, VideoHero } from './blocks/videos';
import { FooterBlock } from './footer/content-footer';
import { UnknownBlock } from './blocks/unknown-block';
import { ContentEnvironmentContext, useContentEnvironment, type ContentEnvironment } from './content-environment';
import { loadBeforeReplay } from '~/lib/hydration/code-before-replay';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { CONTAINERS, containedBlocks, isItem, SETTINGS, STATIC } from './block-kinds';
import { StaticIsland } from './static-island';
import { useAuthorPreview } from './author-preview-context';
import type { PersonalisedMatch } from '~/lib/personalisation/slot-matches';

/** Author preview's outlines and match lists: their code only in author preview, never on visitors' pages. */
const AuthorPreviewBlock = serverReadyLazy(() => import('./author-preview').then((m) => m.AuthorPreviewBlock));

type Renderer = ComponentType<{ block: DeliveredItem }>;

/**
 * A block kept as the server drew it (STATIC below) needs its code only where the browser draws
 * it first (a client-side navigation): its family module loads then, and hydration and the replay
 * of what the shopper did before wait for it.
 */
function family<M>(load: () => Promise<M>, name: keyof M & string): Renderer {
  return serverReadyLazy(() => loadBeforeReplay(load()).then((module) => module[name] as Renderer));
}
const banners = () => import('./blocks/picture-banners');
const grids = () => import('./blocks/card-grids');

/**
 * Block type (`_meta.schema`, decision 045) → its renderer. The interactive ones (rotation,
 * countdown, carousels, dialogs, toggles, product tiles) hydrate, so the page that has any of them
 * loads them: with this module, as one file, which weighs less than a file for each (decision 046).
 */
const RENDERERS: Readonly<Record<string, Renderer>> = {
  'marketing-banner': MarketingBanner as Renderer,
  'hero-banner': HeroBanner as Renderer,
  'messaging-banner': family(() => import('./blocks/messaging-banner'), 'MessagingBanner'),
  'category-banner': family(banners, 'CategoryBanner'),
  'video-hero': VideoHero as Renderer,
  'adjustable-hero': family(banners, 'AdjustableHero'),
  'moments-banner': family(banners, 'MomentsBanner'),
  billboard: family(banners, 'Billboard'),
  'countdown-timer': CountdownTimer as Renderer,
  // Member perks: in the home's loyalty variant only, so guests' pages never load its code.
  promotions: family(() => import('./blocks/promotions'), 'Promotions'),
  'card-carousel': CardCarousel as Renderer,
  'navigation-tiles': family(() => import('./blocks/navigation-tiles'), 'NavigationTiles'),
  'button-group': family(() => import('./blocks/button-group'), 'ButtonGroup'),
  'collection-link': family(() => import('./blocks/collection-link'), 'CollectionLink'),
  'informational-card-gallery': family(grids, 'InformationalCardGallery'),
  'grid-content': family(grids, 'GridContent'),
  story: Story as Renderer,
  'product-carousel': ProductCarousel as Renderer,
  'product-recommendations': ProductRecommendations as Renderer,
  'product-detail-text': family(() => import('./blocks/product-detail-text'), 'ProductDetailText'),
  footer: FooterBlock as Renderer,
  video: Video as Renderer,
  blank: Blank as Renderer,
};

/**
 * Blocks drawn in preview only (`previewMode`): nothing for visitors, whose pages never load their
 * code (each is a lazy file of its own).
 */
const PREVIEW_RENDERERS: Readonly<Record<string, Renderer>> = {
  'auto-refresh': family(() => import('./blocks/auto-refresh'), 'AutoRefresh'),
};

/** The leaf block types drawn here (block-kinds.ts's KNOWN holds them with containers and settings). */
export const RENDERED_TYPES: readonly string[] = Object.keys(RENDERERS);

/** One delivered block, chosen by its `_meta.schema` (spec 3 §2.4); an unknown type per spec 3 §2.3. */
export function ContentBlock({ block }: { block: DeliveredItem }) {
  const { showRaw, previewMode } = useContentEnvironment();
  const authorPreview = useAuthorPreview();
  const schema = block._meta.schema;
  if (CONTAINERS.has(schema)) {
    const list = <BlockList blocks={containedBlocks(block)} />;
    if (!authorPreview || !block._meta.deliveryId) return list;
    const matches = Array.isArray(block.matches) ? (block.matches as PersonalisedMatch[]) : undefined;
    return (
      <Suspense fallback={null}>
        <AuthorPreviewBlock block={block} matches={matches}>
          {list}
        </AuthorPreviewBlock>
      </Suspense>
    );
  }
  const Preview = previewMode ? PREVIEW_RENDERERS[schema] : undefined;
  if (Preview) {
    return (
      <div data-content-block={schema}>
        <Suspense fallback={null}>
          <Preview block={block} />
        </Suspense>
      </div>
    );
  }
  if (SETTINGS.has(schema)) return null;
  const Render = RENDERERS[schema];
  if (!Render) return <UnknownBlock block={block} showRaw={showRaw} />;
  const drawn = (
    <Suspense fallback={null}>
      <Render block={block} />
    </Suspense>
  );
  // Kept as the server drew it, except in preview, where each change must show at once.
  const shown =
    STATIC.has(schema) && block._meta.deliveryId && !previewMode ? (
      <StaticIsland name={block._meta.deliveryId} render={() => drawn} fallback={drawn} />
    ) : (
      drawn
    );
  return (
    <div data-content-block={schema}>
      {authorPreview ? (
        <Suspense fallback={null}>
          <AuthorPreviewBlock block={block}>{shown}</AuthorPreviewBlock>
        </Suspense>
      ) : (
        shown
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
 * (default: outside production, import.meta.env.DEV); `previewMode` draws preview-only blocks and
 * keeps none as the server drew it (the staff's visualisation).
 */
export function ContentBlocks({
  blocks,
  products,
  categoryHref,
  recommendationEvents,
  showRaw = import.meta.env.DEV,
  previewMode = false,
}: ContentBlocksProps) {
  const environment = useMemo(
    () => ({ products, categoryHref, recommendationEvents, showRaw, previewMode }),
    [products, categoryHref, recommendationEvents, showRaw, previewMode],
  );
  if (!blocks?.length) return null;
  return (
    <ContentEnvironmentContext.Provider value={environment}>
      <BlockList blocks={blocks.filter(isItem)} />
    </ContentEnvironmentContext.Provider>
  );
}
