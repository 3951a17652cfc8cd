import { DEMO_COUPONS, DEMO_PROMOTIONS } from '../promotions/demo-promotions.js';
import { countPromotions, savePromotions, type DatabaseHandle } from './commerce.js';

export type PromotionSeedResult = { seeded: true; promotions: number } | { seeded: false; reason: 'already-seeded' };

/** The demo promotions and coupons, into a shop that has none yet (a merchant's own are never overwritten). */
export async function seedPromotions(handle: DatabaseHandle): Promise<PromotionSeedResult> {
  if ((await countPromotions(handle.db)) > 0) return { seeded: false, reason: 'already-seeded' };
  await savePromotions(handle.db, { promotions: DEMO_PROMOTIONS, coupons: DEMO_COUPONS });
  return { seeded: true, promotions: DEMO_PROMOTIONS.length };
}
