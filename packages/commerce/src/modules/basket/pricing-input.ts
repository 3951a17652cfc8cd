import type { Database } from '../../db/client.js';
import { cachedCategoryTree, type CategoryTree } from '../catalog/category-service.js';
import { customerGroupsFor } from '../loyalty/service.js';
import { cachedPromotions, type PromotionCatalogue } from '../promotion/definitions.js';
import type { PricingLine } from '../promotion/types.js';
import type { BasketRow, ShopperContext } from './service.js';
import { basketContents } from './service.js';
import { loadSellables, type Sellable } from './sellables.js';

/** A guest's groups (spec 1 §3 defaults); a customer's come from `customerGroupsFor`. */
export const GUEST_GROUPS = ['Everyone', 'Unregistered'] as const;

/**
 * The read-mostly data pricing needs: the promotions in force and the category tree, from the
 * in-process caches (decision 027). Read them with the database before opening a transaction:
 * the caches are kept per database object, so read through a transaction they would miss.
 */
export type PricingReference = { catalogue: PromotionCatalogue; categories: CategoryTree };

export async function pricingReference(db: Database): Promise<PricingReference> {
  return { catalogue: await cachedPromotions(db), categories: await cachedCategoryTree(db) };
}

type Contents = Awaited<ReturnType<typeof basketContents>>;
/** A basket with its stored lines and coupons and the sellables of those lines. */
export type LoadedBasket = Contents & { basket: BasketRow; sellables: ReadonlyMap<string, Sellable> };

/** Reads a basket's lines, coupons and their sellables (each product once). */
export async function loadBasket(
  db: Database,
  basket: BasketRow,
  ctx: ShopperContext,
  categories?: CategoryTree,
): Promise<LoadedBasket> {
  // One after the other: `db` may be a transaction, whose single connection runs one query at a time.
  const { items, coupons } = await basketContents(db, basket.id);
  const sellables = await loadSellables(
    db,
    items.map((i) => i.productId),
    ctx,
    categories,
  );
  return { basket, items, coupons, sellables };
}

/** What pricing a basket needs: its lines with their products, its coupons, and the promotions in force. */
export async function pricingInputOf(db: Database, loaded: LoadedBasket, reference?: PricingReference) {
  const { basket, items, coupons: applied, sellables } = loaded;
  const catalogue = reference?.catalogue ?? (await cachedPromotions(db));
  const lines: { item: (typeof items)[number]; sellable: Sellable; line: PricingLine }[] = [];
  for (const item of items) {
    const sellable = sellables.get(item.productId);
    // A product taken offline since it was added drops out of the bag's price (and its order).
    if (!sellable || sellable.tiers.length === 0) continue;
    lines.push({
      item,
      sellable,
      line: {
        itemId: item.id,
        productId: sellable.id,
        ...(sellable.productId !== sellable.id ? { masterId: sellable.productId } : {}),
        categoryIds: sellable.categoryIds,
        quantity: item.quantity,
        tiers: sellable.tiers,
        ...(sellable.listUnitPrice !== undefined ? { listUnitPrice: sellable.listUnitPrice } : {}),
      },
    });
  }
  return {
    lines,
    applied,
    catalogue,
    // Member-exclusive promotions follow the customer's groups (decision 024); a guest's bag has the defaults.
    customerGroups: basket.customerId
      ? await customerGroupsFor(db, basket.customerId)
      : ([...GUEST_GROUPS] as string[]),
  };
}

/** Reads a basket and what pricing it needs. Pass `reference` when `db` is a transaction. */
export async function pricingInput(db: Database, basket: BasketRow, ctx: ShopperContext, reference?: PricingReference) {
  const categories = reference?.categories ?? (await cachedCategoryTree(db));
  return pricingInputOf(db, await loadBasket(db, basket, ctx, categories), reference);
}
