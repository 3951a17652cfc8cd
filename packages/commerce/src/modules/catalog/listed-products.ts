import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { categoryWithDescendants } from './category-service.js';
import { componentsHolding } from './components.js';
import { productCategories, products, variants } from './schema.js';

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
      : await componentsHolding(db, [...pieces, ...ofVariants.map((v) => v.id)]);
  return {
    listed: [...new Set([...pieces, ...holders.map((h) => h.parentId)])],
    unknown: asked.filter((id) => !known.has(id)),
  };
}

/** Which of the given products are listed in the category or one below it (a NotFoundError for an unknown category). */
export async function listedInCategory(db: Database, ids: string[], categoryId: string): Promise<Set<string>> {
  const categories = await categoryWithDescendants(db, categoryId);
  const rows = await db
    .selectDistinct({ id: productCategories.productId })
    .from(productCategories)
    .where(and(inArray(productCategories.productId, ids), inArray(productCategories.categoryId, categories)));
  return new Set(rows.map((r) => r.id));
}
