import { z } from './zod';

/** Product ids as the catalogue writes them: what a heart or a wishlist row can send. */
export const WISHLIST_PRODUCT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * A wishlist heart's toggle (spec 2 §4), read the same way in the browser and in the
 * `/wishlist-state` action: which product, and whether to add it or take it off.
 */
export const WishlistToggleForm = z
  .object({
    intent: z.enum(['add', 'remove'], { message: 'Choose whether to add or remove the product.' }),
    productId: z.string().regex(WISHLIST_PRODUCT_ID, 'This product cannot be saved to a wishlist.'),
  })
  .strict();
export type WishlistToggleForm = z.infer<typeof WishlistToggleForm>;
