import { describe, expect, it } from 'vitest';
import type { Availability } from '../inventory/index.js';
import type { ProductPrices } from '../pricing/index.js';
import type { LoadedProduct } from './product-mapper.js';
import type { products, variants } from './schema.js';
import { summaryFromTile, tilePrices, toTileDocument } from './tile-document.js';

const row = {
  id: 'RL1',
  type: 'master',
  name: { en: 'Trail Jacket', fr: 'Veste de sentier' },
  slugUrl: { en: 'trail-jacket-rl1', fr: 'veste-de-sentier-rl1' },
  artwork: { kind: 'jacket', style: 0 },
  variationAttributes: [
    {
      id: 'color',
      name: { en: 'Color', fr: 'Couleur' },
      values: [
        { value: '010', name: { en: 'Black', fr: 'Noir' }, hex: '#1c1c1e' },
        { value: '427', name: { en: 'Navy', fr: 'Marine' }, hex: '#1f2f4e' },
      ],
    },
    {
      id: 'size',
      name: { en: 'Size', fr: 'Taille' },
      values: [
        { value: 'S', name: { en: 'S' } },
        { value: 'M', name: { en: 'M' } },
      ],
    },
  ],
  styleNumber: 'ST-1',
  colorIds: '010|427',
  techBadges: ['01', '55'],
  isNew: true,
  isSale: false,
  rating: 4.5,
  reviewCount: 12,
} as unknown as typeof products.$inferSelect;

const variant = (id: string, color: string, size: string, orderable = true) =>
  ({ id, masterId: 'RL1', color, size, orderable, upc: id, position: 0 }) as unknown as typeof variants.$inferSelect;

const price = (amountMinor: number): ProductPrices => ({ list: [{ minQuantity: 1, amountMinor }] });
const stock = (ats: number): Availability => ({ ats, orderable: ats > 0, backorderable: false });

/** Black S and M in stock at the master's price; Navy S has its own sale price, Navy M none left. */
const loaded: LoadedProduct = {
  row,
  variants: [
    variant('RL1-010-S', '010', 'S'),
    variant('RL1-010-M', '010', 'M'),
    variant('RL1-427-S', '427', 'S'),
    variant('RL1-427-M', '427', 'M'),
  ],
  prices: new Map([
    ['RL1', price(12000)],
    ['RL1-427-S', { sale: [{ minQuantity: 1, amountMinor: 8999 }] }],
  ]),
  stock: new Map([
    ['RL1-010-S', stock(3)],
    ['RL1-010-M', stock(1)],
    ['RL1-427-S', stock(2)],
    ['RL1-427-M', stock(0)],
  ]),
};

describe('tile documents', () => {
  it('keep the price span, the master’s list price, and the colours and sizes in stock', () => {
    expect(tilePrices(loaded)).toEqual({ min: 8999, max: 12000, list: 12000 });
    const doc = toTileDocument(loaded, { USD: tilePrices(loaded) });
    expect(doc.orderableColors.sort()).toEqual(['010', '427']);
    expect(doc.orderableSizes.sort()).toEqual(['M', 'S']);
    expect(doc.variantIds).toHaveLength(4);
  });

  it('make the summary a tile shows, in the shopper’s language and currency', () => {
    const doc = toTileDocument(loaded, { USD: tilePrices(loaded), CAD: { min: 12999, max: 12999 } });
    const en = summaryFromTile(doc, { locale: 'en-US', currency: 'USD' });
    expect(en).toMatchObject({
      productId: 'RL1',
      productName: 'Trail Jacket',
      slugUrl: 'trail-jacket-rl1',
      currency: 'USD',
      price: 89.99,
      priceMax: 120,
      listPrice: 120,
      c_styleNumber: 'ST-1',
      c_colorID: '010|427',
      c_technologyGridBadge: '01|55',
      c_isNew: true,
      c_isSale: false,
      c_bvAverageRating: 4.5,
      c_bvReviewCount: 12,
    });
    expect(en.imageGroups.map((g) => g.viewType)).toEqual(['large', 'swatch', 'large', 'swatch']);
    expect(en.image?.link).toContain('1c1c1e');
    const colors = en.variationAttributes.find((a) => a.id === 'color')!;
    expect(colors.values.map((v) => [v.name, v.orderable])).toEqual([
      ['Black', true],
      ['Navy', true],
    ]);

    const fr = summaryFromTile(doc, { locale: 'fr-CA', currency: 'CAD' });
    expect(fr).toMatchObject({
      productName: 'Veste de sentier',
      slugUrl: 'veste-de-sentier-rl1',
      currency: 'CAD',
      price: 129.99,
    });
    expect(fr.priceMax).toBeUndefined();
    expect(fr.listPrice).toBeUndefined();
    expect(fr.variationAttributes[0]!.name).toBe('Couleur');
  });

  it('mark a colour sold out in every size as not orderable, and leave out prices a currency lacks', () => {
    const soldOut = {
      ...loaded,
      stock: new Map([...loaded.stock].map(([id, s]) => [id, id.includes('427') ? stock(0) : s])),
    };
    const summary = summaryFromTile(toTileDocument(soldOut, {}), { locale: 'en-US', currency: 'USD' });
    const navy = summary.variationAttributes.find((a) => a.id === 'color')!.values.find((v) => v.value === '427');
    expect(navy?.orderable).toBe(false);
    expect(summary.price).toBeUndefined();
    expect(summary.priceMax).toBeUndefined();
  });
});
