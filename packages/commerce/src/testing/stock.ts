import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { productComponents, products, variants } from '../modules/catalog/schema.js';
import { inventoryRecords } from '../modules/inventory/schema.js';

/**
 * Orderable variants of the test catalogue that are not back-orderable and hold at least
 * `atLeast` units, with their masters; throws when the catalogue has fewer than `count`.
 */
export async function stockedVariants(db: Database, count: number, atLeast = 3) {
  const rows = await db
    .select({ id: variants.id, masterId: variants.masterId, ats: inventoryRecords.ats })
    .from(variants)
    .innerJoin(inventoryRecords, eq(inventoryRecords.productId, variants.id))
    .where(
      and(eq(variants.orderable, true), eq(inventoryRecords.backorderable, false), gte(inventoryRecords.ats, atLeast)),
    )
    .limit(count);
  if (rows.length < count)
    throw new Error(`The test catalogue has fewer than ${count} variants with ${atLeast} units.`);
  return rows;
}

/** A product's stock level now (it must have a stock record). */
export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ ats: inventoryRecords.ats })
    .from(inventoryRecords)
    .where(eq(inventoryRecords.productId, productId));
  return row!.ats;
}

/** Sets a product's stock level, and whether it takes backorders when told. */
export async function setStock(
  db: Database,
  productId: string,
  stock: { ats: number; backorderable?: boolean },
): Promise<void> {
  await db.update(inventoryRecords).set(stock).where(eq(inventoryRecords.productId, productId));
}

/**
 * The test catalogue's first online bundle, made to take two of its first part per bundle, with its
 * parts in order (id, units per bundle, name); the caller sets the stock it needs.
 */
export async function bundleWithDoubledFirstPart(db: Database) {
  const [bundle] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.type, 'bundle'), eq(products.online, true)))
    .orderBy(asc(products.id))
    .limit(1);
  const [first] = await db
    .select()
    .from(productComponents)
    .where(eq(productComponents.parentId, bundle!.id))
    .orderBy(asc(productComponents.position))
    .limit(1);
  await db
    .update(productComponents)
    .set({ quantity: 2 })
    .where(and(eq(productComponents.parentId, bundle!.id), eq(productComponents.childId, first!.childId)));
  const parts = await db
    .select({ id: productComponents.childId, quantity: productComponents.quantity, name: products.name })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.childId))
    .where(eq(productComponents.parentId, bundle!.id))
    .orderBy(asc(productComponents.position));
  return { bundle: bundle!, parts };
}
