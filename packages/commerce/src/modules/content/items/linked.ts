import { referencedIds } from './references.js';
import type { DeliveredItem } from './resolve-tree.js';

/**
 * Format "linked" (the content service's Content Delivery 2): an answered item keeps its references
 * as stored, and `linkedContent` holds every item they reach, each once, each in the same linked
 * form, breadth-first (level by level, each level in document order), at most `maxDepth` levels
 * below the item asked for. `loadLevel` answers a level's items already delivered for the request
 * (locale, editions, personalised slots chosen): an item it does not answer (not delivered) is left
 * out, and so is what only it references. The item asked for, and any item already listed, is never
 * listed again, so a cycle ends at the repeat.
 */
export async function gatherLinked(
  root: DeliveredItem,
  maxDepth: number,
  loadLevel: (ids: string[]) => Promise<ReadonlyMap<string, DeliveredItem>>,
): Promise<DeliveredItem[]> {
  const seen = new Set([root._meta.deliveryId]);
  const linked: DeliveredItem[] = [];
  let frontier = [root];
  for (let level = 1; level <= maxDepth && frontier.length; level += 1) {
    const wanted = frontier.flatMap((item) => referencedIds(item)).filter((id) => !seen.has(id) && seen.add(id));
    if (wanted.length === 0) break;
    const found = await loadLevel(wanted);
    frontier = wanted.flatMap((id) => found.get(id) ?? []);
    linked.push(...frontier);
  }
  return linked;
}
