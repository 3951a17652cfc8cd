import { toggleWishlist, wishlistState } from '~/lib/wishlist/wishlist.server';
import type { Route } from './+types/wishlist-state';
import { readForm } from '~/lib/http/read-form.server';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET /wishlist-state: the signed-in customer's saved product ids, fetched once by the hearts of a
 * page (guests never ask). Kept out of the root loader so pages that show no heart pay nothing.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.features.wishlist)
    return Response.json({ signedIn: false, items: [] }, { status: 404, headers: PRIVATE });
  return Response.json(await wishlistState(context), { headers: PRIVATE });
}

/**
 * POST /wishlist-state (intent add|remove, productId): a heart's toggle. Same-origin only, like
 * every write of the shop (server/same-origin.ts); the customer comes from the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return Response.json({ ok: false, status: 405, message: 'Use POST.' }, { status: 405 });
  const result = await toggleWishlist(context, await readForm(request));
  return Response.json(result, { status: result.ok ? 200 : result.status, headers: PRIVATE });
}
