import type { Database } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { productComponents, products, variants } from './schema.js';

/**
 * For products and variants of the catalogue, the products listings show them under: a product
 * itself, a variant's master, and the sets and bundles holding either. `unknown` names the ids
 * that are neither a product nor a variant.
 */
export async function listedProductsOf(
  db: Database,
  ids: readonly string[],
): Promise<{ listed: string[]; unknown: string[] }> {
  const asked = [...new Set(ids)];
  if (asked.length === 0) return { listed: [], unknown: [] };
  const [own, ofVariants] = await Promise.all([
    db.select({ id: products.id }).from(products).where(anyOf(products.id, asked)),
    db.select({ id: variants.id, masterId: variants.masterId }).from(variants).where(anyOf(variants.id, asked)),
  ]);
  const known = new Set([...own.map((p) => p.id), ...ofVariants.map((v) => v.id)]);
  const pieces = [...own.map((p) => p.id), ...ofVariants.map((v) => v.masterId)];
  const holders =
    pieces.length === 0
      ? []
      : await db
          .select({ parentId: productComponents.parentId })
          .from(productComponents)
          .where(anyOf(productComponents.childId, [...pieces, ...ofVariants.map((v) => v.id)]));
  return {
    listed: [...new Set([...pieces, ...holders.map((h) => h.parentId)])],
    unknown: asked.filter((id) => !known.has(id)),
  };
}
