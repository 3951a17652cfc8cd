import type {
  AddProductListItemRequest,
  CustomerProductList,
  CustomerProductListItem,
  CustomerProductListResult,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/** `expand: 'product'` adds each item's tile data (name, image, price) in this locale and currency. */
export type ProductListQuery = { expand?: 'product'; locale?: string; currency?: 'USD' | 'CAD' };

const LISTS = '/shopper/customers/me/product-lists';
const list = (listId: string) => `${LISTS}/${encodeURIComponent(listId)}`;

/**
 * The signed-in customer's product lists (spec 2 §7 "Wishlist"): a client made with
 * `forShopper(token)` of a registered customer. A guest session gets a 403 CommerceApiError
 * ("You must create an account to access this feature."); a list or item that is not the
 * customer's is a 404; an unknown product a 400 `unknown_product`.
 */
export function wishlistCalls({ get, write }: Transport) {
  return {
    getCustomerProductLists: (query: ProductListQuery = {}) => get<CustomerProductListResult>(LISTS, query),
    getCustomerProductList: (listId: string, query: ProductListQuery = {}) =>
      get<CustomerProductList>(list(listId), query),
    /** Creates the wishlist, or answers the one the customer has: safe to call at every sign-in. */
    createCustomerProductList: (body: { type: 'wish_list'; name?: string }) =>
      write<CustomerProductList>('POST', LISTS, body),
    /** Saving a product already on the list answers its item unchanged. */
    createCustomerProductListItem: (listId: string, item: AddProductListItemRequest) =>
      write<CustomerProductListItem>('POST', `${list(listId)}/items`, item),
    deleteCustomerProductListItem: (listId: string, itemId: string) =>
      write<void>('DELETE', `${list(listId)}/items/${encodeURIComponent(itemId)}`),
  };
}
