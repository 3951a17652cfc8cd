import { describe, expect, it } from 'vitest';
import { assemble } from './personalise.js';
import { contentReference } from './references.js';
import type { DeliveredItem } from './resolve-tree.js';

const meta = (id: string, schema = 'note') => ({ schema, name: id, deliveryId: id, hierarchy: { parentId: null } });
const node = (id: string, fields: Record<string, unknown> = {}, schema?: string): DeliveredItem => ({ _meta: meta(id, schema), ...fields });

/** Trees as the cache would hold them: references left where the tree stopped. */
function cache(trees: Record<string, DeliveredItem>) {
  const asked: string[] = [];
  return {
    asked,
    treeOf: async (id: string) => {
      asked.push(id);
      return trees[id];
    },
  };
}

describe('assemble', () => {
  it('resolves a reference the cached tree left, and stops a cycle across trees at the repeat', async () => {
    const trees = { a: node('a', { next: contentReference('note', 'b') }), b: node('b', { back: contentReference('note', 'a') }) };
    const { treeOf } = cache(trees);
    const out = (await assemble(trees.a, { resolve: true, treeOf })) as DeliveredItem & { next: DeliveredItem & { back: unknown } };
    expect(out.next._meta.deliveryId).toBe('b');
    expect(out.next.back).toEqual(contentReference('note', 'a'));
  });

  it('puts an item below the eighth level back as a reference, and does not change the cached tree', async () => {
    let deepest: DeliveredItem = node('l9');
    for (let level = 8; level >= 0; level -= 1) deepest = node(`l${level}`, { next: deepest });
    const before = JSON.stringify(deepest);
    const out = await assemble(deepest, { resolve: true, treeOf: async () => undefined });
    let at = out as { next?: unknown; _meta?: { deliveryId: string } };
    for (let level = 0; level < 8; level += 1) at = at.next as typeof at;
    expect(at._meta?.deliveryId).toBe('l8');
    expect(at.next).toEqual(contentReference('note', 'l9'));
    expect(JSON.stringify(deepest)).toBe(before);
  });

  it('chooses a slot’s variant for the groups and asks only for the chosen items', async () => {
    const slot = node(
      'slot',
      {
        variants: [
          { title: 'Guests', segments: ['Unregistered'], matchMode: 'Any', content: [contentReference('note', 'g')] },
          { title: 'Members', segments: ['Registered'], matchMode: 'Any', content: [contentReference('note', 'm')] },
        ],
        defaultContent: [contentReference('note', 'd')],
        enrichType: 'PERSONALISED',
      },
      'personalised-slot',
    );
    const { treeOf, asked } = cache({ g: node('g'), m: node('m'), d: node('d') });
    const out = (await assemble(slot, { resolve: true, treeOf, customerGroups: ['Registered'] })) as Record<string, unknown>;
    expect(asked).toEqual(['m']);
    expect(out).toEqual({
      _meta: meta('slot', 'personalised-slot'),
      enrichType: 'PERSONALISED',
      content: [node('m')],
      matches: [
        { title: 'Guests', isDefault: false, match: false, maxReached: false },
        { title: 'Members', isDefault: false, match: true, maxReached: false },
      ],
      maxNumberMatches: 1,
    });
  });

  it('with depth root, a chosen reference stays a reference', async () => {
    const slot = node('slot', { variants: [], defaultContent: [contentReference('note', 'd')] }, 'personalised-container');
    const { treeOf, asked } = cache({ d: node('d') });
    const out = (await assemble(slot, { resolve: false, treeOf, customerGroups: [] })) as { content: unknown[] };
    expect(out.content).toEqual([contentReference('note', 'd')]);
    expect(asked).toEqual([]);
  });
});
