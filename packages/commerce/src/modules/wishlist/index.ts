/** The wishlist module's face: the wishlist every customer gets, and the product lists' types. */
export { ensureWishList } from './service.js';
export type {
  AddProductListItemRequest,
  CreateProductListRequest,
  CustomerProductListDto,
  CustomerProductListItemDto,
  CustomerProductListResultDto,
} from './contract.js';
