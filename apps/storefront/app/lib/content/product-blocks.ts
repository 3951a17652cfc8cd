/**
 * The blocks of a delivered page tree that show products, found so the loader can fetch their
 * products next to the page (streamed, never holding the first paint back). Block field names are
 * the engine's (modules/content/blocks/product.ts).
 */

/** Spec 3 §9: a product carousel shows up to 10 slides. */
export const PRODUCT_CAROUSEL_MAX_SLIDES = 10;
/** A page with more product blocks than this is a content mistake; the rest render without products. */
export const MAX_PRODUCT_BLOCKS = 24;

export type ProductBlockQuery =
  | { kind: 'category'; deliveryId: string; categoryId: string; limit: number }
  | {
      kind: 'recommendations';
      deliveryId: string;
      recommender: string;
      productIds: string[];
      categoryIds: string[];
    };

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];

function metaOf(node: Node): { schema?: unknown; deliveryId?: unknown } | undefined {
  return isNode(node._meta) ? node._meta : undefined;
}

function queryOf(
  node: Node,
  warn: (message: string, data: Record<string, unknown>) => void,
): ProductBlockQuery | undefined {
  const meta = metaOf(node);
  if (!meta || typeof meta.deliveryId !== 'string') return undefined;
  const deliveryId = meta.deliveryId;
  if (meta.schema === 'product-carousel') {
    if (typeof node.categoryId !== 'string' || !node.categoryId) return undefined;
    const asked =
      typeof node.maxSlides === 'number' && Number.isInteger(node.maxSlides)
        ? node.maxSlides
        : PRODUCT_CAROUSEL_MAX_SLIDES;
    return {
      kind: 'category',
      deliveryId,
      categoryId: node.categoryId,
      limit: Math.min(Math.max(asked, 1), PRODUCT_CAROUSEL_MAX_SLIDES),
    };
  }
  if (meta.schema === 'product-recommendations' && typeof node.einsteinRecommender === 'string') {
    const productIds = strings(node.einsteinRecommenderProductIds);
    const categoryIds = strings(node.einsteinRecommenderCategoryIds);
    if (productIds.length && categoryIds.length) {
      // Spec 3 §5: product ids and category ids together are logged and render nothing.
      warn('Product recommendations block has both product and category ids; nothing is shown', { deliveryId });
      return undefined;
    }
    return { kind: 'recommendations', deliveryId, recommender: node.einsteinRecommender, productIds, categoryIds };
  }
  return undefined;
}

/**
 * Every product block in the tree (any depth, inside slots and containers too), each once by its
 * deliveryId, in document order, at most MAX_PRODUCT_BLOCKS.
 */
export function productBlocksOf(
  tree: unknown,
  warn: (message: string, data: Record<string, unknown>) => void = () => {},
): ProductBlockQuery[] {
  const found = new Map<string, ProductBlockQuery>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (found.size >= MAX_PRODUCT_BLOCKS || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const query = queryOf(value as Node, warn);
    if (query && !found.has(query.deliveryId)) found.set(query.deliveryId, query);
    for (const [field, child] of Object.entries(value)) if (field !== '_meta') visit(child);
  };
  visit(tree);
  return [...found.values()];
}
