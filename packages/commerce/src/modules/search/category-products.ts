import type { Database } from '../../db/client.js';
import type { ProductList } from '../catalog/index.js';
import type { Currency } from '../pricing/index.js';
import { ROOT_SCOPE } from './plan.js';
import { searchProducts } from './service.js';

export type CategoryProductsQuery = {
  /** The category (its subcategories included); the whole catalogue without one. */
  categoryId?: string;
  limit: number;
  offset: number;
  locale: string;
  currency: Currency;
};

/**
 * A page of a category's products in featured order, for `GET /products?categoryId=` (the home
 * page's new arrivals, a product page's related products). Read from the search index as a
 * category page is (stored counts, a walk of the rank index), so its cost does not grow with the
 * category: counting and joining the catalogue took 80–100 ms for 21,000 products. Lists what can
 * be bought, as every listing does.
 */
export async function listCategoryProducts(db: Database, query: CategoryProductsQuery): Promise<ProductList> {
  const result = await searchProducts(db, {
    refine: { cgid: query.categoryId ?? ROOT_SCOPE },
    limit: query.limit,
    offset: query.offset,
    locale: query.locale,
    currency: query.currency,
    facets: false,
  });
  return {
    total: result.total,
    limit: result.limit,
    offset: result.offset,
    hits: result.hits.map(({ hitType: _type, representedColor: _colour, ...summary }) => summary),
  };
}
