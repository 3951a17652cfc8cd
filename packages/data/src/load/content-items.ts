import { demoContentBundle } from '../content-items/index.js';
import { exportContentItems, importContentItems, type ContentBundle, type DatabaseHandle } from './commerce.js';

export type ContentItemsSeedResult =
  { seeded: true; items: number; editions: number } | { seeded: false; reason: 'already-seeded' };

/**
 * The demo content items and editions (home, category landings, /t/ pages, footer, the Winter
 * Sale), into a shop that has none yet, through the engine's import (which checks every body and
 * writes all or nothing). A shop with content items of its own keeps them as they are, and an item
 * someone deleted does not come back. The sale's dates are counted from `now`, so it is always
 * ahead of a fresh seed.
 */
export async function seedContentItems(
  handle: DatabaseHandle,
  bundle: ContentBundle = demoContentBundle(),
): Promise<ContentItemsSeedResult> {
  const existing = await exportContentItems(handle.db);
  if (existing.items.length > 0 || existing.editions.length > 0) return { seeded: false, reason: 'already-seeded' };
  return { seeded: true, ...(await importContentItems(handle.db, bundle)) };
}
