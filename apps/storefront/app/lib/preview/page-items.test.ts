import { describe, expect, it } from 'vitest';
import { pageContentItems } from './page-items';

const item = (id: string, schema = 'home-page', name = `Item ${id}`) => ({ _meta: { deliveryId: id, schema, name } });

describe('pageContentItems', () => {
  it('lists the page’s item first, then the root’s footer, each once', () => {
    const root = { footer: item('f', 'footer', 'Footer') };
    const page = { item: item('h', 'home-page', 'Home') };
    expect(pageContentItems([root, page])).toEqual([
      { id: 'h', schema: 'home-page', name: 'Home' },
      { id: 'f', schema: 'footer', name: 'Footer' },
    ]);
    expect(pageContentItems([root, { page: { item: item('f', 'footer', 'Footer') } }])).toHaveLength(1);
  });

  it('ignores loader data without delivered items', () => {
    expect(
      pageContentItems([null, undefined, 'x', { item: { _meta: {} } }, { footer: null }, { product: {} }]),
    ).toEqual([]);
  });
});
