import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import type { ProductSummary } from '../catalog/contract.js';
import { getSummaries, type ProductContext } from '../catalog/product-service.js';
import { variants } from '../catalog/schema.js';
import type { CustomerProductListDto, CustomerProductListItemDto } from './contract.js';
import type { ProductListWithItems } from './service.js';
import type { CustomerProductListItemRow } from './schema.js';

/** What `expand=product` adds to an item: its product's tile data, and a variant's own colour and size. */
export type ItemProduct = { product: ProductSummary; variationValues?: { color: string; size: string } };

/** Tile data for saved product ids in one query set: variants are shown through their master. */
export async function itemProducts(
  db: Database,
  productIds: string[],
  ctx: ProductContext,
): Promise<Map<string, ItemProduct>> {
  const result = new Map<string, ItemProduct>();
  if (productIds.length === 0) return result;
  const variantRows = await db
    .select({ id: variants.id, masterId: variants.masterId, color: variants.color, size: variants.size })
    .from(variants)
    .where(anyOf(variants.id, productIds));
  const masterOf = new Map(variantRows.map((v) => [v.id, v]));
  const summaries = await getSummaries(db, [...new Set(productIds.map((id) => masterOf.get(id)?.masterId ?? id))], ctx);
  for (const id of productIds) {
    const variant = masterOf.get(id);
    const product = summaries.get(variant?.masterId ?? id);
    if (!product) continue; // taken offline since it was saved: the item stays, without tile data
    result.set(id, { product, ...(variant ? { variationValues: { color: variant.color, size: variant.size } } : {}) });
  }
  return result;
}

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
