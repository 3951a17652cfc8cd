import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import type { ProductSummary } from './contract.js';
import { getSummaries, type ProductContext } from './product-service.js';
import { products, variants } from './schema.js';

/** Whether a product id names something a shopper can save: an online product, or a variant of one. */
export async function isOnlineProductOrVariant(db: Database, productId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.online, true)))
    .limit(1);
  if (own) return true;
  const [variant] = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.masterId))
    .where(and(eq(variants.id, productId), eq(products.online, true)))
    .limit(1);
  return variant !== undefined;
}

/** A saved id's tile data: a variant is shown through its master, with its own colour and size. */
export type SavedProduct = { product: ProductSummary; variationValues?: { color: string; size: string } };

/** Tile data for saved product or variant ids in one query set; ids offline since they were saved are left out. */
export async function savedProducts(
  db: Database,
  productIds: string[],
  ctx: ProductContext,
): Promise<Map<string, SavedProduct>> {
  const result = new Map<string, SavedProduct>();
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
    if (!product) continue;
    result.set(id, { product, ...(variant ? { variationValues: { color: variant.color, size: variant.size } } : {}) });
  }
  return result;
}
