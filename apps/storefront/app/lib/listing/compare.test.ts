import { describe, expect, it } from 'vitest';
import { addItem, COMPARE_MAX, parseStored, removeItem, type CompareItem } from './compare';

const item = (id: string): CompareItem => ({
  productId: id,
  productName: `P ${id}`,
  href: `/product/${id}`,
  currency: 'USD',
  colors: [],
  sizes: [],
});

describe('compare rules', () => {
  it('adds up to 4 products', () => {
    let items: CompareItem[] = [];
    for (const id of ['a', 'b', 'c', 'd']) items = addItem(items, item(id)).items;
    expect(items).toHaveLength(COMPARE_MAX);
    expect(addItem(items, item('e'))).toEqual({ items, result: 'full' });
  });
  it('ignores duplicates', () => {
    const items = [item('a')];
    expect(addItem(items, item('a'))).toEqual({ items, result: 'duplicate' });
  });
  it('removes by product id', () => {
    expect(removeItem([item('a'), item('b')], 'a').map((i) => i.productId)).toEqual(['b']);
  });
});

describe('stored compare data', () => {
  it('reads nothing as an empty list', () => {
    expect(parseStored(null)).toEqual([]);
  });
  it('reads valid data, keeping the limit and dropping duplicates', () => {
    const stored = JSON.stringify([item('a'), item('a'), item('b'), item('c'), item('d'), item('e')]);
    expect(parseStored(stored)?.map((i) => i.productId)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('reads items stored in the spec’s product shape, deriving the link, colours and sizes', () => {
    const spec = {
      productId: 'RL1',
      productName: 'Summit Jacket',
      image: { link: '/i/x.jpg', alt: 'Summit Jacket' },
      price: 120,
      currency: 'CAD',
      type: 'master',
      priceRanges: [],
      tieredPrices: [],
      variants: [],
      variationAttributes: [
        { id: 'color', values: [{ value: 'BLK', name: 'Black' }, { value: 'RED' }] },
        { id: 'size', values: [{ value: 'M', name: 'M' }] },
      ],
    };
    expect(parseStored(JSON.stringify([spec]))).toEqual([
      expect.objectContaining({
        productId: 'RL1',
        productName: 'Summit Jacket',
        price: 120,
        currency: 'CAD',
        colors: ['Black', 'RED'],
        sizes: ['M'],
      }),
    ]);
  });
  it('drops stored values of the wrong kind rather than show them (a null price is no price)', () => {
    const [read] = parseStored(
      JSON.stringify([{ productId: 'RL1', productName: 'Summit Jacket', price: null, image: 'x' }]),
    )!;
    expect(read).toEqual({ productId: 'RL1', productName: 'Summit Jacket', currency: 'USD', colors: [], sizes: [] });
  });
  it.each(['{not json', '{"a":1}', '[{"productId":1}]', '[{"productId":"a"}]', 'null'])(
    'flags unparseable data %s for removal',
    (raw) => {
      expect(parseStored(raw)).toBeUndefined();
    },
  );
});
