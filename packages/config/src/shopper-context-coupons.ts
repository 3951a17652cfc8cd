/**
 * Coupon sync with the shopper context (spec 1 §4 "Coupon sync"), as a pure decision. The storefront
 * runs it when the bag's coupons change and after sign-in.
 *
 *   shopperContextCoupons(couponItems, currentContextCodes, placeholderCode) → { changed, codes }
 *
 * The codes are the bag's coupons flagged includeInShopperContext (c_includeInShopperContext),
 * canonical (trimmed, upper-cased), each once, in bag order; the placeholder stands in when there
 * are none, because the context's list is never sent empty. `changed` is true when that differs
 * from the context's couponCodes (compared as sets, case-insensitively) or when there is no
 * context yet (`currentContextCodes` null/undefined): the caller then updates, or creates, the
 * context. Running one sync at a time and logging a failed update are the caller's part.
 */

/** Coupon codes are case-insensitive: compared trimmed and upper-cased, as the engine compares them. */
const canonical = (code: string) => code.trim().toUpperCase();

/** The spec does not give the platform's value; any code no coupon will ever use does. */
export const SHOPPER_CONTEXT_PLACEHOLDER_COUPON = 'NO-COUPON';

export type ShopperContextCouponItem = { code: string; includeInShopperContext?: boolean };

export function shopperContextCoupons(
  couponItems: readonly ShopperContextCouponItem[],
  currentContextCodes: readonly string[] | null | undefined,
  placeholderCode: string = SHOPPER_CONTEXT_PLACEHOLDER_COUPON,
): { changed: boolean; codes: string[] } {
  const flagged = [
    ...new Set(couponItems.filter((c) => c.includeInShopperContext).map((c) => canonical(c.code))),
  ].filter((c) => c.length > 0);
  const codes = flagged.length > 0 ? flagged : [placeholderCode];
  if (!currentContextCodes) return { changed: true, codes };
  const want = new Set(codes.map(canonical));
  const have = new Set(currentContextCodes.map(canonical));
  const changed = want.size !== have.size || [...want].some((c) => !have.has(c));
  return { changed, codes };
}
