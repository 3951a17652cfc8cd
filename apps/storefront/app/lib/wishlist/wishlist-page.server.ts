import type { ProductSummary } from '@ridgeline/sdk';
import { data, type AppLoadContext } from 'react-router';
import { requireCustomer } from '../account/auth-pages.server';
import { addToBag } from '../bag/add-to-bag.server';
import { shopperLocale } from '../http/loader-helpers.server';
import { isGuestAnswer, wishlistIn } from './wishlist.server';
import { readForm } from '../http/read-form.server';

/** A row of the wishlist page. */
export type WishlistPageItem = {
  itemId: string;
  productId: string;
  quantity: number;
  /** Absent when the product was taken offline since it was saved. */
  product?: ProductSummary;
  /** Set when a variant was saved: it can go to the bag as it is. */
  variationValues?: { color: string; size: string };
};

/** The wishlist page's rows, with tile data in the shopper's locale and currency; 404 while the flag is off. */
export async function loadWishlistPage(
  request: Request,
  context: AppLoadContext,
): Promise<{ items: WishlistPageItem[] }> {
  if (!context.features.wishlist) throw data(null, { status: 404 });
  // A visitor without a session signs in first (no guest session is started for them here).
  if (!context.shopper.token) await requireCustomer(request, context);
  const { query } = shopperLocale(request);
  const client = await context.shopper.client();
  const lists = await client.getCustomerProductLists({ expand: 'product', ...query }).catch(async (error: unknown) => {
    // The account layout sends guests to sign in; a session that ended meanwhile goes there too.
    if (isGuestAnswer(error)) await requireCustomer(request, context);
    throw error;
  });
  const list = wishlistIn(lists);
  return {
    items: (list?.customerProductListItems ?? []).map((item) => ({
      itemId: item.id,
      productId: item.productId,
      quantity: item.quantity,
      ...(item.product ? { product: item.product } : {}),
      ...(item.variationValues ? { variationValues: item.variationValues } : {}),
    })),
  };
}

/** The wishlist page's action: Add to Bag from a row (its remove goes through `/wishlist-state`). */
export async function wishlistPageAction(request: Request, context: AppLoadContext) {
  if (!context.features.wishlist) throw data(null, { status: 404 });
  const form = await readForm(request);
  if (form.get('intent') === 'add-to-bag') return addToBag(request, context, form);
  return { ok: false as const, message: 'Unknown action.' };
}
