import type { DeliveredItem } from '@ridgeline/sdk';
import type { TileProduct, TileRecommendations } from '~/lib/listing/tile-product';
import { ContentBlocks } from '~/components/content/content-blocks';
import { useStoreServerCustomerGroups } from '~/lib/personalisation/customer-groups';
import { usePreviewMode } from '~/lib/preview/use-preview-mode';

/** Fades in once loaded (spec 3 §2.3), when the page appears; at once for those who ask for reduced motion. */
export const FADE_IN = 'motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0';

/** A content page's own title (the h1), when its type has one. */
export const titleOf = (item: DeliveredItem) => (typeof item.title === 'string' && item.title ? item.title : undefined);

/** The page item's blocks: every page type keeps them in `content` (decision 045). */
const blocksOf = (item: DeliveredItem) => (Array.isArray(item.content) ? (item.content as DeliveredItem[]) : []);

/** What a page's loader gives for its content (lib/content/page-content.server.ts, with the groups). */
export type PageContentData = {
  item: DeliveredItem;
  products: Record<string, Promise<TileProduct[] | TileRecommendations | null>>;
  /** Lets recommendation blocks send their view and click events. */
  recommendationEvents: { siteId: string; clientId: string };
  groups: { customerId: string | null; customerGroups: string[] };
};

/**
 * A content page's blocks, as the server chose them for the shopper's groups, which are kept in
 * session storage too (spec 3 §3.11). A content page's own title is its h1. In preview (vse or
 * author preview) the preview-only blocks draw as well.
 */
export function PageBlocks({
  content: { item, products, recommendationEvents, groups },
  title = titleOf(item),
  titleHidden = false,
}: {
  content: PageContentData;
  /** The page's heading (h1); by default its `title` field. */
  title?: string;
  /** The h1 for screen readers and search engines only (home, whose banners carry the visible headlines). */
  titleHidden?: boolean;
}) {
  useStoreServerCustomerGroups(groups);
  // In preview, the preview-only blocks (auto-refresh) draw too.
  const previewMode = usePreviewMode();
  return (
    <div className={FADE_IN} data-content-key={item._meta.deliveryKey ?? undefined}>
      {title ? (
        <h1
          className={titleHidden ? 'sr-only' : 'mx-auto max-w-[97.5rem] px-4 pb-2 pt-6 text-3xl font-bold md:text-4xl'}
        >
          {title}
        </h1>
      ) : null}
      <ContentBlocks
        blocks={blocksOf(item)}
        products={products}
        recommendationEvents={recommendationEvents}
        previewMode={previewMode}
      />
    </div>
  );
}
