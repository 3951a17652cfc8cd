/**
 * The catalogue's public face: categories, products and their tiles, and the read models other
 * modules ask of it (sellables for the basket, saved products for wishlists, bundle parts for stock,
 * search documents for the index, candidates for recommendations). Its tables stay inside.
 */
export { categoryLabels } from './category-labels.js';
export {
  cachedCategoryTree,
  categoryWithDescendants,
  getCategory,
  invalidateCategoryTree,
  onlineCategoryUrlFields,
  type CategoryTree,
  type CategoryUrlFields,
} from './category-service.js';
export { bundleComponents, componentsHolding } from './components.js';
export {
  CatalogueId,
  Image,
  ProductList,
  ProductSummary,
  VariationAttribute,
  type CategoryNode,
  type ImageGroup,
  type MemberExclusive,
  type Product,
  type ProductPromotion,
  type VariationAttributeDto,
} from './contract.js';
export { listedInCategory, listedProductsOf } from './listed-products.js';
export {
  getProductIdBySlug,
  getSummaries,
  hasOnlineProducts,
  isProductOnline,
  listProducts,
  summariesFromTiles,
  type ProductContext,
} from './product-service.js';
export { getProductsByIds, MAX_IDS, parseIds, ProductsByIds } from './products-by-ids.js';
export { featuredProducts, newProducts, productsListedIn, similarCandidates } from './recommendation-candidates.js';
export { isOnlineProductOrVariant, savedProducts, type SavedProduct } from './saved-products.js';
export {
  getSearchDocuments,
  listOnlineProductIds,
  type DocumentValue,
  type SearchDocument,
} from './search-documents.js';
export { loadSellableFacts, type SellableFacts } from './sellables.js';
export type { TileDocument } from './tile-document.js';
