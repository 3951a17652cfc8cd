import { savedProducts, type SavedProduct } from '../catalog/index.js';
import type { CustomerProductListDto, CustomerProductListItemDto } from './contract.js';
import type { ProductListWithItems } from './service.js';
import type { CustomerProductListItemRow } from './schema.js';

/** What `expand=product` adds to an item: its product's tile data, and a variant's own colour and size. */
export type ItemProduct = SavedProduct;

/** Tile data for saved ids; an item taken offline since it was saved stays in the list, without it. */
export const itemProducts = savedProducts;

export function itemView(row: CustomerProductListItemRow, expanded?: ItemProduct): CustomerProductListItemDto {
  return {
    id: row.id,
    productId: row.productId,
    type: 'product',
    quantity: row.quantity,
    priority: row.priority,
    public: row.public,
    creationDate: row.createdAt.toISOString(),
    ...(expanded ?? {}),
  };
}

export function listView(list: ProductListWithItems, expanded?: Map<string, ItemProduct>): CustomerProductListDto {
  return {
    id: list.id,
    type: list.type,
    ...(list.name ? { name: list.name } : {}),
    creationDate: list.createdAt.toISOString(),
    lastModified: list.updatedAt.toISOString(),
    customerProductListItems: list.items.map((item) => itemView(item, expanded?.get(item.productId))),
  };
}
