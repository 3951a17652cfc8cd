import { announceChange } from '../../events/changes.js';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readMostlyCache } from '../../lib/read-mostly-cache.js';
import { coupons, promotions } from './schema.js';
import { PROMOTION_KINDS, type Coupon, type Promotion } from './types.js';

/**
 * Promotions and coupons as stored (jsonb definitions) turned into the engine's types. A
 * definition that does not parse is left out and reported, never thrown: one bad row must not
 * take the bag down.
 */
const Localized = z.object({ en: z.string(), fr: z.string().optional() });
const When = z.coerce.date().optional();

export const PromotionDefinition = z.object({
  name: Localized,
  calloutMessage: Localized,
  kind: z.enum(PROMOTION_KINDS),
  value: z.number(),
  productIds: z.array(z.string()).optional(),
  categoryIds: z.array(z.string()).optional(),
  minOrderSubtotal: z.number().int().optional(),
  customerGroups: z.array(z.string()).optional(),
  couponCode: z.string().optional(),
  sourceCodes: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  startsAt: When,
  endsAt: When,
  currency: z.enum(['USD', 'CAD']).optional(),
  exclusive: z.boolean().optional(),
  showOn: z.array(z.enum(['product', 'cart', 'checkout'])),
});

export const CouponDefinition = z.object({
  promotionIds: z.array(z.string()),
  startsAt: When,
  endsAt: When,
  includeInShopperContext: z.boolean().default(false),
});

export type PromotionCatalogue = { promotions: Promotion[]; coupons: Coupon[]; invalid: string[] };

export async function loadPromotions(db: Database): Promise<PromotionCatalogue> {
  // Sequential: `db` may be a transaction's single connection.
  const promotionRows = await db.select().from(promotions).where(eq(promotions.enabled, true));
  const couponRows = await db.select().from(coupons);
  const invalid: string[] = [];
  const list: Promotion[] = [];
  for (const row of promotionRows) {
    const parsed = PromotionDefinition.safeParse(row.definition);
    if (parsed.success) list.push({ id: row.id, ...parsed.data });
    else invalid.push(`promotion ${row.id}`);
  }
  const couponList: Coupon[] = [];
  for (const row of couponRows) {
    const parsed = CouponDefinition.safeParse(row.definition);
    if (parsed.success) couponList.push({ code: row.code, enabled: row.enabled, ...parsed.data });
    else invalid.push(`coupon ${row.code}`);
  }
  return { promotions: list, coupons: couponList, invalid };
}

/**
 * How long a process may price with promotions and coupons it read earlier (decision 027): they
 * change only through savePromotions (seed, imports, tests), which drops this process's copy at
 * once and announces the change to the other processes (decision 041); the TTL bounds how long a
 * missed announcement can last.
 */
export const PROMOTIONS_TTL_MS = 30_000;
const promotionCache = readMostlyCache(loadPromotions, PROMOTIONS_TTL_MS);

/** loadPromotions as of at most PROMOTIONS_TTL_MS ago, shared between requests: never change what it answers. */
export const cachedPromotions = (db: Database): Promise<PromotionCatalogue> => promotionCache.get(db);
export const invalidatePromotions = (): void => promotionCache.invalidate();

export type PromotionInput = z.input<typeof PromotionDefinition> & { id: string };
export type CouponInput = z.input<typeof CouponDefinition> & { code: string; enabled?: boolean };

/** Stores promotions and coupons (demo data, tests, imports); definitions are validated first. */
export async function savePromotions(db: Database, input: { promotions?: PromotionInput[]; coupons?: CouponInput[] }) {
  try {
    await writePromotions(db, input);
  } finally {
    // Also when a write failed half-way: what did commit must not wait for the TTL, here or on
    // the other instances (decision 041).
    invalidatePromotions();
    await announceChange(db, 'promotions').catch(() => {});
  }
}

async function writePromotions(db: Database, input: { promotions?: PromotionInput[]; coupons?: CouponInput[] }) {
  for (const { id, ...definition } of input.promotions ?? []) {
    const parsed = PromotionDefinition.parse(definition);
    const stored = JSON.parse(JSON.stringify(parsed)) as Record<string, unknown>;
    await db
      .insert(promotions)
      .values({ id, definition: stored })
      .onConflictDoUpdate({ target: promotions.id, set: { definition: stored, updatedAt: new Date() } });
  }
  for (const { code, enabled = true, ...definition } of input.coupons ?? []) {
    const stored = JSON.parse(JSON.stringify(CouponDefinition.parse(definition))) as Record<string, unknown>;
    const key = code.trim().toUpperCase();
    await db
      .insert(coupons)
      .values({ code: key, definition: stored, enabled })
      .onConflictDoUpdate({ target: coupons.code, set: { definition: stored, enabled, updatedAt: new Date() } });
  }
}

export async function countPromotions(db: Database): Promise<number> {
  const rows = await db.select({ id: promotions.id }).from(promotions).limit(1);
  return rows.length;
}
