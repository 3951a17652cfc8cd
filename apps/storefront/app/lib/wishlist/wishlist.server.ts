import {
  CommerceApiError,
  type CommerceClient,
  type CustomerProductList,
  type CustomerProductListResult,
} from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { WishlistToggleForm } from '../forms/wishlist';

/** A saved product as the hearts need it: which product, and the item that removes it. */
export type WishlistRef = { productId: string; itemId: string };

/** What `/wishlist-state` answers: nothing saved for a guest, who costs no engine call. */
export type WishlistState = { signedIn: boolean; items: WishlistRef[] };

export type WishlistToggleResult =
  | { ok: true; intent: 'add' | 'remove'; productId: string; items: WishlistRef[] }
  | { ok: false; status: number; message: string };

/** What a guest is told for a feature that needs an account (spec 2 §6); the engine answers in the same words. */
export const NOT_REGISTERED = 'You must create an account to access this feature.';

export const wishlistIn = (result: CustomerProductListResult) => result.data.find((l) => l.type === 'wish_list');
const refsOf = (list: CustomerProductList | undefined): WishlistRef[] =>
  list?.customerProductListItems.map((i) => ({ productId: i.productId, itemId: i.id })) ?? [];
export const isGuestAnswer = (error: unknown) =>
  error instanceof CommerceApiError && (error.status === 401 || error.status === 403);

/**
 * The customer's wishlist, created when they have none (spec 1 §4, spec 2 §4). Idempotent in the
 * engine (one wishlist per customer), so it is safe at every sign-in and before every save.
 */
export function ensureWishlist(client: CommerceClient): Promise<CustomerProductList> {
  return client.createCustomerProductList({ type: 'wish_list' });
}

/** The saved product ids of the signed-in customer; a guest (no session, or not signed in) has none. */
export async function wishlistState(context: AppLoadContext): Promise<WishlistState> {
  if (!context.features.wishlist || !context.shopper.token) return { signedIn: false, items: [] };
  try {
    const lists = await (await context.shopper.client()).getCustomerProductLists();
    return { signedIn: true, items: refsOf(wishlistIn(lists)) };
  } catch (error) {
    if (isGuestAnswer(error)) return { signedIn: false, items: [] };
    throw error;
  }
}

/**
 * A heart's toggle: saves the product to the wishlist (made first when missing) or takes it off,
 * and answers the saved ids as they are now. Saving twice or removing something already gone is
 * not an error (a double click, two tabs). Refusals come back in the engine's words.
 */
export async function toggleWishlist(context: AppLoadContext, form: FormData): Promise<WishlistToggleResult> {
  if (!context.features.wishlist) return { ok: false, status: 404, message: 'The wishlist is not available.' };
  const parsed = WishlistToggleForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  if (!context.shopper.token) return { ok: false, status: 403, message: NOT_REGISTERED };
  const { intent, productId } = parsed.data;
  try {
    const client = await context.shopper.client();
    const list = await ensureWishlist(client);
    if (intent === 'add') {
      await client.createCustomerProductListItem(list.id, { productId, quantity: 1 });
    } else {
      for (const item of list.customerProductListItems.filter((i) => i.productId === productId)) {
        await client.deleteCustomerProductListItem(list.id, item.id).catch((error: unknown) => {
          if (!(error instanceof CommerceApiError && error.isNotFound)) throw error;
        });
      }
    }
    const after = await client.getCustomerProductList(list.id);
    return { ok: true, intent, productId, items: refsOf(after) };
  } catch (error) {
    if (isGuestAnswer(error)) return { ok: false, status: 403, message: NOT_REGISTERED };
    if (error instanceof CommerceApiError && error.status < 500) {
      return { ok: false, status: error.status, message: error.message };
    }
    throw error;
  }
}
