import { DEMO_STORES } from '../stores/stores.js';
import { countStores, importStores, type DatabaseHandle, type StoreInput } from './commerce.js';

export type StoreSeedResult = { seeded: true; stores: number } | { seeded: false; reason: 'already-seeded' };

/**
 * Loads the demo stores into an empty `stores` table, through the engine's import (which
 * validates them and sanitises their hours). A table that already holds stores, demo or
 * the merchant's own, is left alone; and inserting skips existing ids, so two seeders
 * racing each other end with the same rows.
 */
export async function seedStores(
  handle: DatabaseHandle,
  stores: readonly StoreInput[] = DEMO_STORES,
): Promise<StoreSeedResult> {
  if ((await countStores(handle.db)) > 0) return { seeded: false, reason: 'already-seeded' };
  return { seeded: true, stores: await importStores(handle.db, stores) };
}
