import { z } from '@hono/zod-openapi';
import type { Database } from '../db/client.js';
import { NotRegisteredError } from '../modules/customer/index.js';
import type { Shopper } from '../modules/session/index.js';
import { ensureWishList } from '../modules/wishlist/index.js';

export const PostAuthResponse = z
  .object({ wishListCreated: z.boolean().openapi({ description: 'Whether this call made the wishlist.' }) })
  .openapi('PostAuthResponse');
export type PostAuthResponse = z.infer<typeof PostAuthResponse>;

/**
 * Post-auth (spec 1 §4, §7): the storefront calls it once after every sign-in and registration,
 * whatever the way in (password, e-mailed link, Apple, Google). It does the account's own
 * follow-up work that must not hold up the sign-in answer: today, the wishlist every customer
 * has, created when missing (spec 1 §4), made here in one statement rather than by a read and a
 * create from the storefront. Calling it again changes nothing. Guests are refused (403).
 */
export async function postAuth(db: Database, shopper: Shopper): Promise<PostAuthResponse> {
  if (!shopper.customerId) throw new NotRegisteredError();
  const { created } = await ensureWishList(db, shopper.customerId);
  return { wishListCreated: created };
}
