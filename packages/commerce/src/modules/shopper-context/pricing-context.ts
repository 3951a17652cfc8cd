import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shopperContexts } from './schema.js';

/**
 * What a session's shopper context changes in the price of its bag (decision 049): the customer
 * groups its promotions are judged for (the Storefront Toolkit's simulated ones) and the moment
 * they are judged at (its effective date), and the source code its source-code promotions need.
 * Undefined when the context changes none of them.
 */
export type PricingContext = { customerGroupIds: string[]; effectiveAt?: Date; sourceCode?: string };

/** Kept per session for a short while: every basket read asks, and almost none has a context. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const known = new Map<string, { value: PricingContext | undefined; expires: number }>();

/**
 * The pricing context of a session (any site: a bag is priced for its session), read through a
 * short in-process cache that this process's writes drop at once and other instances' writes drop
 * through the change channel (`shopper-context`).
 */
export async function pricingContextOf(
  db: Database,
  usid: string,
  now = Date.now(),
): Promise<PricingContext | undefined> {
  const hit = known.get(usid);
  if (hit && hit.expires > now) return hit.value;
  const [row] = await db
    .select({
      groups: shopperContexts.customerGroupIds,
      at: shopperContexts.effectiveDateTime,
      sourceCode: shopperContexts.sourceCode,
    })
    .from(shopperContexts)
    .where(eq(shopperContexts.usid, usid))
    .orderBy(desc(shopperContexts.updatedAt))
    .limit(1);
  const value =
    row && (row.groups.length > 0 || row.at || row.sourceCode)
      ? {
          customerGroupIds: row.groups,
          ...(row.at ? { effectiveAt: row.at } : {}),
          ...(row.sourceCode ? { sourceCode: row.sourceCode } : {}),
        }
      : undefined;
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
  known.set(usid, { value, expires: now + TTL_MS });
  return value;
}

/** Drops what is kept of one session's context (this process wrote it), or of all (another did). */
export function forgetPricingContext(usid?: string): void {
  if (usid === undefined) known.clear();
  else known.delete(usid);
}
