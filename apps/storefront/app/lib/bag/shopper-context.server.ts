import { shopperContextCoupons } from '@ridgeline/config';
import { CommerceApiError, type Basket } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';

/** The sync running for each session: a second one waits for the first (spec 1 §4 "only one at a time"). */
const running = new Map<string, Promise<void>>();

/**
 * Spec 1 §4 "Coupon sync": the bag's coupons flagged c_includeInShopperContext go to the shopper
 * context's couponCodes when they differ — an update, or a create when the session has no context
 * yet, with the placeholder code when the list would be empty. A failure is logged and ignored:
 * the bag itself has already changed.
 */
export function syncShopperContextCoupons(
  context: Pick<AppLoadContext, 'shopper' | 'logger'>,
  siteId: string,
  basket: Pick<Basket, 'couponItems'>,
): Promise<void> {
  const token = context.shopper.token;
  if (!token) return Promise.resolve();
  const sync = async () => {
    const client = await context.shopper.client();
    const { usid } = await client.getCurrentSession();
    const current = await client.getShopperContext(usid, siteId).catch((error: unknown) => {
      if (error instanceof CommerceApiError && error.status === 404) return undefined;
      throw error;
    });
    const items = basket.couponItems.map((c) => ({
      code: c.code,
      includeInShopperContext: c.c_includeInShopperContext,
    }));
    const { changed, codes } = shopperContextCoupons(items, current?.couponCodes);
    if (!changed) return;
    if (current) await client.updateShopperContext(usid, siteId, { couponCodes: codes });
    else await client.createShopperContext(usid, siteId, { couponCodes: codes });
  };
  // Kept in this process's memory only, like the session itself.
  const key = `${token}:${siteId}`;
  const next = (running.get(key) ?? Promise.resolve())
    .then(sync)
    .catch((error: unknown) =>
      context.logger.warn({ msg: 'Shopper context coupon sync failed', siteId, error: String(error) }),
    )
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  running.set(key, next);
  return next;
}
