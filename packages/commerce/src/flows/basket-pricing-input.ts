import type { Database } from '../db/client.js';
import {
  loadBasket,
  type BasketRow,
  type LoadedBasket,
  type Sellable,
  type ShopperContext,
} from '../modules/basket/index.js';
import { cachedCategoryTree, type CategoryTree } from '../modules/catalog/index.js';
import { customerGroupsFor } from '../modules/loyalty/index.js';
import { cachedPromotions, type PricingLine, type PromotionCatalogue } from '../modules/promotion/index.js';
import { pricingContextOf } from '../modules/shopper-context/index.js';

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
  // The session's shopper context (the Storefront Toolkit's) may simulate groups and a moment (decision 049).
  const context = await pricingContextOf(db, basket.usid);
  return {
    lines,
    applied,
    catalogue,
    // Member-exclusive promotions follow the customer's groups (decision 024); a guest's bag has the defaults.
    customerGroups: context?.customerGroupIds.length
      ? context.customerGroupIds
      : basket.customerId
        ? await customerGroupsFor(db, basket.customerId)
        : ([...GUEST_GROUPS] as string[]),
    /** The moment promotions and coupons are judged at, when the context sets one. */
    effectiveAt: context?.effectiveAt,
    /** The source code source-code promotions need. */
    sourceCode: context?.sourceCode,
  };
}

/** Reads a basket and what pricing it needs. Pass `reference` when `db` is a transaction. */
export async function pricingInput(db: Database, basket: BasketRow, ctx: ShopperContext, reference?: PricingReference) {
  const categories = reference?.categories ?? (await cachedCategoryTree(db));
  return pricingInputOf(db, await loadBasket(db, basket, ctx, categories), reference);
}
