import { describe, expect, it } from 'vitest';
import { gatherLinked } from './linked.js';
import { contentReference } from './references.js';
import type { DeliveredItem } from './resolve-tree.js';

const node = (id: string, fields: Record<string, unknown> = {}): DeliveredItem => ({
  _meta: { schema: 'note', name: id, deliveryId: id, hierarchy: { parentId: null } },
  ...fields,
});
const to = (id: string) => contentReference('note', id);

/** A loader over fixed items, recording each level it was asked for. */
function store(items: DeliveredItem[]) {
  const byId = new Map(items.map((item) => [item._meta.deliveryId, item]));
  const levels: string[][] = [];
  return {
    levels,
    load: async (ids: string[]) => {
      levels.push(ids);
      return new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : [])));
    },
  };
}
const ids = (items: DeliveredItem[]) => items.map((item) => item._meta.deliveryId);

describe('gatherLinked', () => {
  it('lists every reachable item once, breadth-first, each level in document order', async () => {
    const root = node('root', { hero: to('b'), list: [to('a'), to('b'), { inline: to('c') }] });
    const { load, levels } = store([
      node('a', { next: to('d') }),
      node('b', { next: to('a'), more: [to('e'), to('d')] }),
      node('c'),
      node('d', { back: to('root') }),
      node('e'),
    ]);
    const linked = await gatherLinked(root, 8, load);
    // Level 2 follows level 1 in its order: b's references (e, d) before a's (d, already listed).
    expect(ids(linked)).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(levels).toEqual([['b', 'a', 'c'], ['e', 'd']]);
    // The linked items are as loaded: their references stay references.
    expect(linked[0]).toMatchObject({ next: to('a') });
  });

  it('leaves out what is not delivered and what only it reaches', async () => {
    const root = node('root', { one: to('hidden'), two: to('shown') });
    const { load, levels } = store([node('shown')]);
    // "hidden" would reach "below", but it is not answered: "below" is never asked for.
    expect(ids(await gatherLinked(root, 8, load))).toEqual(['shown']);
    expect(levels).toEqual([['hidden', 'shown']]);
  });

  it('stops at the depth limit, and lists nothing for an item without references', async () => {
    const chain = Array.from({ length: 12 }, (_, i) => node(`l${i}`, i < 11 ? { next: to(`l${i + 1}`) } : {}));
    const { load } = store(chain);
    expect(ids(await gatherLinked(chain[0]!, 8, load))).toEqual(['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8']);
    expect(ids(await gatherLinked(chain[0]!, 2, load))).toEqual(['l1', 'l2']);
    const lonely = store([]);
    expect(await gatherLinked(node('x', { text: 'hi' }), 8, lonely.load)).toEqual([]);
    expect(lonely.levels).toEqual([]);
  });

  it('ends a cycle at the repeat, the item asked for included', async () => {
    const root = node('root', { next: to('a') });
    const { load, levels } = store([node('a', { next: to('b'), self: to('a') }), node('b', { back: to('root'), again: to('a') })]);
    expect(ids(await gatherLinked(root, 8, load))).toEqual(['a', 'b']);
    expect(levels).toEqual([['a'], ['b']]);
  });
});
