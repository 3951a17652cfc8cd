import type { TileProduct, TileRecommendations } from '~/lib/listing/tile-product';
import { createContext, useContext } from 'react';

/**
 * A block's products, found by the route's loader for the block's deliveryId: the products of a
 * product carousel's category, or of a recommendations block (its products, or the recommender's
 * whole answer, whose name and id the view and click events send back). A promise streams them
 * in (four skeletons meanwhile); null or a rejected promise leaves the carousel out.
 */
export type BlockProducts =
  TileProduct[] | TileRecommendations | Promise<TileProduct[] | TileRecommendations | null> | null;

/** What blocks need from the page around them, given once to <ContentBlocks> and read by any block. */
export type ContentEnvironment = {
  /** Products per block deliveryId (product-carousel, product-recommendations). */
  products?: Readonly<Record<string, BlockProducts | undefined>>;
  /**
   * A category's path for a link object of linkType category (spec 3 §3.2); by default
   * `/c/{id}/` in the current locale, which the hybrid routing sends to the category's own URL.
   */
  categoryHref?: (categoryId: string) => string | undefined;
  /**
   * Where recommendation view and click events go (spec 3 §7: a view when the carousel first
   * scrolls into view, a click per product); without it, or for an answer without a recommender's
   * name, none are sent.
   */
  recommendationEvents?: { siteId: string; clientId: string };
  /** Unknown block types show their raw data (spec 3 §2.3: outside production only). */
  showRaw: boolean;
  /**
   * The blocks are previewed by staff (the visualisation pages): preview-only blocks draw
   * (auto-refresh's countdown, spec 3 §4.5), and every block renders afresh with each change
   * instead of being kept as the server first drew it. False for visitors.
   */
  previewMode?: boolean;
};

export const ContentEnvironmentContext = createContext<ContentEnvironment>({ showRaw: false, previewMode: false });

export const useContentEnvironment = () => useContext(ContentEnvironmentContext);
