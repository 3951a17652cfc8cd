import type { AppLoadContext } from 'react-router';
import { toTileProduct, type TileProduct, type TileRecommendations } from '../listing/tile-product';
import { siteContextFromUrl } from '../site/site';
import { PRODUCT_CAROUSEL_MAX_SLIDES, productBlocksOf } from './product-blocks';

/**
 * Per block deliveryId, its products as a promise, streamed after the page: a carousel's list, or a
 * recommender's whole answer (its name and recoUUID go back with the view and click events); null
 * when they failed. Each product is cut down to what its tile shows (toTileProduct): the page's
 * HTML carries them for hydration, and whole summaries tripled its loader data.
 */
export type BlockProductPromises = Record<string, Promise<TileProduct[] | TileRecommendations | null>>;

/**
 * Starts loading the products of every product block in a page tree (spec 3 §2.4: a category's
 * carousel, up to 10 slides; a recommendations carousel) without waiting: the page streams and
 * `<ContentBlocks>` shows four skeletons per carousel until they arrive. A category shown by two
 * carousels is listed once. A failure is logged and leaves that carousel out.
 */
export function loadBlockProducts(
  request: Request,
  context: AppLoadContext,
  query: { locale: string; currency: 'USD' | 'CAD' },
  tree: unknown,
): BlockProductPromises {
  const { site } = siteContextFromUrl(request.url);
  const warn = (msg: string, data: Record<string, unknown>) => context.logger.warn({ msg, ...data });
  const quiet = (what: string) => (error: unknown) => {
    context.logger.error({ msg: `Content: ${what} failed to load`, error: String(error) });
    return null;
  };
  const byCategory = new Map<string, Promise<TileProduct[] | null>>();
  const listed = (categoryId: string) => {
    let list = byCategory.get(categoryId);
    if (!list) {
      list = context.commerce
        .listProducts({ ...query, categoryId, limit: PRODUCT_CAROUSEL_MAX_SLIDES })
        .then((answer) => answer.hits.map(toTileProduct))
        .catch(quiet(`products of category ${categoryId}`));
      byCategory.set(categoryId, list);
    }
    return list;
  };
  const products: BlockProductPromises = {};
  for (const block of productBlocksOf(tree, warn)) {
    if (block.kind === 'category') {
      products[block.deliveryId] = listed(block.categoryId).then((hits) => hits && hits.slice(0, block.limit));
      continue;
    }
    products[block.deliveryId] = context.commerce
      .getRecommendations(site.id, block.recommender, {
        ...(block.productIds.length ? { products: block.productIds.map((id) => ({ id })) } : {}),
        ...(block.categoryIds.length ? { categories: block.categoryIds.map((id) => ({ id })) } : {}),
        ...query,
        limit: PRODUCT_CAROUSEL_MAX_SLIDES,
      })
      .then((answer): TileRecommendations => ({ ...answer, recs: answer.recs.map(toTileProduct) }))
      .catch(quiet(`recommendations ${block.recommender}`));
  }
  return products;
}
