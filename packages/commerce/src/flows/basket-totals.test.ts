import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../http/errors.js';
import { line, NOW, promo, seeded } from '../modules/promotion/testing.js';
import type { Promotion } from '../modules/promotion/index.js';
import { computeTotals, priceBasket, taxInputFor, type PriceBasketInput } from './basket-totals.js';

const ship99 = promo('ship99', 'free-shipping', 0, { minOrderSubtotal: 9900 });
const ship129cad = promo('ship129', 'free-shipping', 0, { minOrderSubtotal: 12900, currency: 'CAD' });
const price = (input: Partial<PriceBasketInput> & Pick<PriceBasketInput, 'lines'>) =>
  priceBasket({ promotions: [ship99, ship129cad], currency: 'USD', now: NOW, ...input });

describe('priceBasket', () => {
  it('adds up a USD bag shipped to New York', () => {
    const { totals, shipping, tax } = price({
      lines: [line('a', 4500, 1, { listUnitPrice: 6000 }), line('b', 2500, 2)],
      destination: { country: 'US', region: 'NY' },
    });
    // 9500 < 9900: Standard costs 895; tax 8.53 % on 4500 (383.85), 5000 (426.5) and shipping (76.34).
    expect(shipping).toEqual({ methodId: 'standard', basePrice: 895, discount: 0, amount: 895 });
    expect(tax?.lines.map((l) => l.tax)).toEqual([384, 427]);
    expect(totals).toEqual({
      currency: 'USD',
      productSubTotal: 9500,
      productDiscounts: 0,
      orderDiscounts: 0,
      productTotal: 9500,
      shippingDiscount: 0,
      shippingTotal: 895,
      taxTotal: 384 + 427 + 76,
      taxCalculated: true,
      orderTotal: 9500 + 895 + 887,
      savings: 1500,
    });
  });
  it('ships free at exactly the threshold, and saves the shipping price', () => {
    const { totals, promotions } = price({ lines: [line('a', 9900)] });
    expect(promotions.freeShipping).toBe(true);
    expect(totals).toMatchObject({
      shippingTotal: 0,
      shippingDiscount: 895,
      savings: 895,
      orderTotal: 9900,
      taxCalculated: false,
    });
    expect(price({ lines: [line('a', 9899)] }).totals).toMatchObject({ shippingTotal: 895, orderTotal: 9899 + 895 });
  });
  it('prices CAD with CAD shipping and the CAD threshold, USD promotions left out', () => {
    const cadTiers = [{ minQuantity: 1, amountMinor: 11900 }];
    const { totals, promotions } = price({ lines: [line('a', 0, 1, { tiers: cadTiers })], currency: 'CAD' });
    expect(promotions.notApplied.map((n) => [n.promotionId, n.reason])).toEqual([
      ['ship129', 'below-threshold'],
      ['ship99', 'currency'],
    ]);
    expect(totals).toMatchObject({ currency: 'CAD', shippingTotal: 1095, orderTotal: 11900 + 1095 });
    expect(price({ lines: [line('a', 12900)], currency: 'CAD' }).totals.shippingTotal).toBe(0);
  });
  it('taxes Quebec on the discounted prices, with GST and QST', () => {
    const coupon = promo('welcome', 'order-amount', 2000, { couponCode: 'WELCOME20', currency: 'CAD' });
    const { totals, tax, promotions } = price({
      lines: [line('a', 8000), line('b', 2000)],
      promotions: [coupon, ship129cad],
      couponCodes: ['welcome20'],
      currency: 'CAD',
      destination: { country: 'CA', region: 'QC' },
    });
    // 2000 off shared 1600 / 400: lines 6400 and 1600; shipping 1095 (8000 < 12900).
    expect(promotions.lines.map((l) => l.finalAmount)).toEqual([6400, 1600]);
    expect(tax?.components.map((c) => [c.id, c.amount])).toEqual([
      ['GST', 320 + 80 + 55],
      ['QST', 638 + 160 + 109],
    ]);
    expect(totals).toMatchObject({ productTotal: 8000, orderDiscounts: 2000, shippingTotal: 1095, taxTotal: 1362 });
    expect(totals.orderTotal).toBe(8000 + 1095 + 1362);
  });
  it('taxes Ontario shipping with HST and charges Express in full even when shipping is free', () => {
    const { totals } = price({
      lines: [line('a', 10000)],
      currency: 'CAD',
      promotions: [promo('members', 'free-shipping', 0, { customerGroups: ['loyalty-members'], currency: undefined })],
      customerGroups: ['loyalty-members'],
      shippingMethodId: 'express',
      destination: { country: 'CA', region: 'ON' },
    });
    expect(totals).toMatchObject({ shippingTotal: 2495, shippingDiscount: 0, taxTotal: 1300 + 324 }); // 324.35
  });
  it('charges no tax in Oregon', () => {
    expect(price({ lines: [line('a', 5000)], destination: { country: 'US', region: 'OR' } }).totals).toMatchObject({
      taxTotal: 0,
      taxCalculated: true,
      orderTotal: 5895,
    });
  });
  it('leaves exempt lines untaxed', () => {
    const { tax } = price({
      lines: [line('gift', 5000, 1, { taxClass: 'exempt' }), line('a', 1000)],
      destination: { country: 'US', region: 'WA' },
    });
    expect(tax?.lines.map((l) => l.tax)).toEqual([0, 94]); // 9.43 % of 1000 = 94.3
  });
  it('charges an empty bag nothing, shipping included', () => {
    const r = price({ lines: [], destination: { country: 'CA', region: 'ON' } });
    expect(r.shipping).toBeNull();
    expect(r.totals).toMatchObject({ productSubTotal: 0, shippingTotal: 0, taxTotal: 0, orderTotal: 0, savings: 0 });
  });
  it('makes a fully discounted bag cost only its shipping and the tax on it', () => {
    const free = promo('free', 'order-percent', 100);
    const { totals } = price({
      lines: [line('a', 5000)],
      promotions: [free],
      destination: { country: 'CA', region: 'ON' },
    });
    expect(totals).toMatchObject({
      productTotal: 0,
      orderDiscounts: 5000,
      shippingTotal: 895,
      taxTotal: 116,
      orderTotal: 1011,
    });
  });
  it('refuses an unknown shipping method', () => {
    expect(() => price({ lines: [line('a', 100)], shippingMethodId: 'drone' })).toThrow(NotFoundError);
  });
});

describe('taxInputFor', () => {
  it('sends each line after every discount and shipping after its discount', () => {
    const lines = [line('a', 3000, 1, { taxClass: 'exempt' }), line('b', 1000)];
    const r = price({ lines, promotions: [promo('o', 'order-amount', 400)] });
    expect(taxInputFor({ lines }, r.promotions, r.shipping, { country: 'US', region: 'TX' })).toEqual({
      country: 'US',
      region: 'TX',
      lines: [{ amount: 2700, taxClass: 'exempt' }, { amount: 900 }],
      shipping: 895,
    });
  });
});

describe('computeTotals invariants', () => {
  it('refuses parts that do not add up', () => {
    const r = price({ lines: [line('a', 1000)] });
    expect(() => computeTotals({ ...r, promotions: { ...r.promotions, productTotal: 999 } })).toThrow(/do not add up/);
    expect(() =>
      computeTotals({ ...r, shipping: { methodId: 'standard', basePrice: 895, discount: 0, amount: -1 } }),
    ).toThrow(/not a whole, non-negative amount/);
  });
  it('holds on 300 random bags: nothing negative, total = products + shipping + tax', () => {
    const random = seeded(2026);
    const regions = [
      ['CA', 'ON'],
      ['CA', 'QC'],
      ['CA', 'BC'],
      ['US', 'NY'],
      ['US', 'OR'],
      ['US', 'CA'],
    ] as const;
    for (let run = 0; run < 300; run++) {
      const currency = random() < 0.5 ? 'USD' : 'CAD';
      const lines = Array.from({ length: Math.floor(random() * 4) }, (_, i) =>
        line(`l${i}`, Math.floor(random() * 15000), 1 + Math.floor(random() * 4), { categoryIds: ['c'] }),
      );
      const promotions: Promotion[] = [
        ship99,
        ship129cad,
        ...(random() < 0.5
          ? [
              promo('cat', 'category-percent', 1 + Math.floor(random() * 100), {
                categoryIds: ['c'],
                currency: undefined,
              }),
            ]
          : []),
        ...(random() < 0.5 ? [promo('off', 'order-amount', Math.floor(random() * 20000) + 1, { currency })] : []),
      ];
      const [country, region] = regions[Math.floor(random() * regions.length)]!;
      const { totals, shipping, tax } = priceBasket({
        lines,
        promotions,
        currency,
        now: NOW,
        shippingMethodId: random() < 0.3 ? 'express' : 'standard',
        destination: random() < 0.8 ? { country, region } : null,
      });
      for (const [name, value] of Object.entries(totals)) {
        if (typeof value === 'number') expect(value, name).toBeGreaterThanOrEqual(0);
      }
      expect(totals.orderTotal).toBe(totals.productTotal + totals.shippingTotal + totals.taxTotal);
      expect(totals.productTotal).toBe(totals.productSubTotal - totals.productDiscounts - totals.orderDiscounts);
      expect(totals.shippingTotal).toBe(shipping?.amount ?? 0);
      expect(totals.taxTotal).toBe(tax?.total ?? 0);
    }
  });
});
