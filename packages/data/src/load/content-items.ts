import { demoContentBundle } from '../content-items/index.js';
import { countContentItems, importContentItems, type ContentBundle, type DatabaseHandle } from './commerce.js';

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
  const stored = await countContentItems(handle.db);
  if (stored.items > 0 || stored.editions > 0) return { seeded: false, reason: 'already-seeded' };
  return { seeded: true, ...(await importContentItems(handle.db, bundle)) };
}
