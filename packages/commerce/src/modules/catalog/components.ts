import { asc, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import type { BundleComponent } from '../inventory/index.js';
import { productComponents, products } from './schema.js';

/**
 * The parts of the given bundles, in each bundle's order, with their names (for "Only {n} left for
 * {productName}!"). Ids that are not bundles have no parts: callers pass the sellables they hold.
 * No query when there are none.
 */
export async function bundleComponents(
  db: Pick<Database, 'select'>,
  bundleIds: readonly string[],
): Promise<Map<string, BundleComponent[]>> {
  const result = new Map<string, BundleComponent[]>();
  if (bundleIds.length === 0) return result;
  const rows = await db
    .select({
      bundleId: productComponents.parentId,
      productId: productComponents.childId,
      name: products.name,
      quantity: productComponents.quantity,
    })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.childId))
    .where(anyOf(productComponents.parentId, bundleIds))
    .orderBy(asc(productComponents.parentId), asc(productComponents.position));
  for (const row of rows) {
    const list = result.get(row.bundleId);
    if (list) list.push(row);
    else result.set(row.bundleId, [row]);
  }
  return result;
}

/** A set or bundle holding one of the asked-for products, and how many of it one unit holds. */
export type HoldingComponent = { parentId: string; childId: string; quantity: number };

/** The sets and bundles holding any of the given products (sets hold masters, bundles hold items). */
export async function componentsHolding(db: Database, childIds: readonly string[]): Promise<HoldingComponent[]> {
  return db
    .select({
      parentId: productComponents.parentId,
      childId: productComponents.childId,
      quantity: productComponents.quantity,
    })
    .from(productComponents)
    .where(anyOf(productComponents.childId, childIds));
}
