import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { NoPriceError } from '../pricing/index.js';
import { applyPromotions, type ApplyPromotionsInput } from './apply.js';
import { line, NOW, promo, seeded } from './testing.js';
import type { Promotion, PromotionKind, PromotionResult } from './types.js';

function apply(input: Partial<ApplyPromotionsInput> & Pick<ApplyPromotionsInput, 'lines'>): PromotionResult {
  return applyPromotions({ promotions: [], currency: 'USD', now: NOW, ...input });
}

function reasonOf(result: PromotionResult, id: string) {
  return result.notApplied.find((n) => n.promotionId === id);
}

describe('pricing the lines', () => {
  it('prices each line at its tier × quantity and adds up the bag', () => {
    const tiers = [
      { minQuantity: 1, amountMinor: 1500 },
      { minQuantity: 3, amountMinor: 1200 },
    ];
    const r = apply({ lines: [line('a', 0, 2, { tiers }), line('b', 0, 3, { tiers }), line('c', 999)] });
    expect(r.lines.map((l) => [l.unitPrice, l.baseAmount, l.finalAmount])).toEqual([
      [1500, 3000, 3000],
      [1200, 3600, 3600],
      [999, 999, 999],
    ]);
    expect(r.productSubTotal).toBe(7599);
    expect(r.productTotal).toBe(7599);
    expect(r).toMatchObject({ productDiscounts: 0, orderDiscounts: 0, freeShipping: false, shippingAdjustment: null });
  });
  it('counts what the shopper saves against the list price', () => {
    const r = apply({
      lines: [line('a', 1500, 2, { listUnitPrice: 2000 }), line('b', 1500, 1, { listUnitPrice: 1000 })],
    });
    expect(r.lines.map((l) => l.listSavings)).toEqual([1000, 0]);
    expect(r.listSavings).toBe(1000);
  });
  it('throws NoPriceError for a line without a price for its quantity', () => {
    expect(() => apply({ lines: [line('a', 0, 1, { tiers: [] })] })).toThrow(NoPriceError);
  });
  it('refuses the same promotion id twice', () => {
    const p = promo('p', 'order-percent', 10);
    expect(() => apply({ lines: [line('a', 100)], promotions: [p, p] })).toThrow(InvalidInputError);
  });
});

describe('product and category promotions', () => {
  it('rounds a percentage half away from zero on each line', () => {
    const p = promo('p15', 'product-percent', 15, { productIds: ['P-a'] });
    const r = apply({ lines: [line('a', 1999)], promotions: [p] });
    expect(r.lines[0]?.adjustments).toEqual([
      {
        promotionId: 'p15',
        kind: 'product-percent',
        amount: 300, // 299.85
        calloutMessage: p.calloutMessage,
        showOn: p.showOn,
      },
    ]);
    expect(r.lines[0]).toMatchObject({ lineDiscount: 300, netAmount: 1699, finalAmount: 1699 });
    expect(r.appliedPromotionIds).toEqual(['p15']);
    expect(r.notApplied).toEqual([]);
  });
  it('rounds per line, not on the sum (2 × 100.5 → 2 × 101)', () => {
    const p = promo('c10', 'category-percent', 10, { categoryIds: ['jackets'] });
    const lines = [line('a', 1005, 1, { categoryIds: ['jackets'] }), line('b', 1005, 1, { categoryIds: ['jackets'] })];
    expect(apply({ lines, promotions: [p] }).productDiscounts).toBe(202);
  });
  it('matches a product promotion on the variant or on its master', () => {
    const p = promo('m', 'product-percent', 10, { productIds: ['MASTER-1'] });
    const r = apply({ lines: [line('a', 1000, 1, { masterId: 'MASTER-1' }), line('b', 1000)], promotions: [p] });
    expect(r.lines.map((l) => l.lineDiscount)).toEqual([100, 0]);
  });
  it('matches a category promotion on an ancestor category', () => {
    const p = promo('outer', 'category-percent', 20, { categoryIds: ['mens'] });
    const r = apply({
      lines: [line('a', 1000, 1, { categoryIds: ['mens-jackets-rain', 'mens-jackets', 'mens'] })],
      promotions: [p],
    });
    expect(r.productDiscounts).toBe(200);
  });
  it('takes an amount off each unit', () => {
    const p = promo('five', 'product-amount', 500, { productIds: ['P-a'] });
    expect(apply({ lines: [line('a', 3000, 3)], promotions: [p] }).lines[0]?.lineDiscount).toBe(1500);
  });
  it('never takes more than the line: an amount larger than the line brings it to 0', () => {
    const p = promo('big', 'product-amount', 5000, { productIds: ['P-a'] });
    const r = apply({ lines: [line('a', 3000), line('b', 1000)], promotions: [p] });
    expect(r.lines.map((l) => l.finalAmount)).toEqual([0, 1000]);
    expect(r.productTotal).toBe(1000);
  });
  it('100 % off makes the line free; a later promotion on it has nothing left to discount', () => {
    const free = promo('free', 'product-percent', 100, { productIds: ['P-a'] });
    const more = promo('more', 'product-amount', 500, { productIds: ['P-a'] });
    const r = apply({ lines: [line('a', 4999, 2)], promotions: [more, free] });
    expect(r.lines[0]).toMatchObject({ lineDiscount: 9998, finalAmount: 0 });
    expect(r.appliedPromotionIds).toEqual(['free']);
    expect(reasonOf(r, 'more')).toEqual({ promotionId: 'more', reason: 'nothing-to-discount' });
  });
  it('applies product promotions before category ones, each on what is left', () => {
    const category = promo('a-cat', 'category-percent', 10, { categoryIds: ['c'] });
    const product = promo('z-prod', 'product-amount', 1000, { productIds: ['P-a'] });
    const r = apply({ lines: [line('a', 10000, 1, { categoryIds: ['c'] })], promotions: [category, product] });
    // 10000 − 1000 = 9000, then 10 % of 9000 = 900.
    expect(r.lines[0]?.adjustments.map((a) => [a.promotionId, a.amount])).toEqual([
      ['z-prod', 1000],
      ['a-cat', 900],
    ]);
    expect(r.appliedPromotionIds).toEqual(['z-prod', 'a-cat']);
  });
  it('applies percent before amount within a stage, whatever order promotions arrive in', () => {
    const amount = promo('a-amount', 'product-amount', 1000, { productIds: ['P-a'] });
    const percent = promo('z-percent', 'product-percent', 10, { productIds: ['P-a'] });
    const forward = apply({ lines: [line('a', 10000)], promotions: [amount, percent] });
    const backward = apply({ lines: [line('a', 10000)], promotions: [percent, amount] });
    expect(forward).toEqual(backward);
    expect(forward.lines[0]?.adjustments.map((a) => [a.promotionId, a.amount])).toEqual([
      ['z-percent', 1000],
      ['a-amount', 1000],
    ]);
  });
  it('reports a promotion whose products are not in the bag', () => {
    const p = promo('p', 'product-percent', 10, { productIds: ['OTHER'] });
    expect(reasonOf(apply({ lines: [line('a', 1000)], promotions: [p] }), 'p')?.reason).toBe('no-qualifying-items');
  });
  it('measures a product promotion threshold on the product subtotal', () => {
    const p = promo('p', 'product-percent', 10, { productIds: ['P-a'], minOrderSubtotal: 5000 });
    const below = apply({ lines: [line('a', 2000), line('b', 2999)], promotions: [p] });
    expect(reasonOf(below, 'p')).toEqual({ promotionId: 'p', reason: 'below-threshold', shortBy: 1 });
    const at = apply({ lines: [line('a', 2000), line('b', 3000)], promotions: [p] });
    expect(at.productDiscounts).toBe(200);
  });
});

describe('exclusivity', () => {
  const lines = [line('a', 10000, 1, { categoryIds: ['c'] })];
  const a = promo('a', 'product-percent', 10, { productIds: ['P-a'] });
  const b = promo('b', 'category-percent', 15, { categoryIds: ['c'] });

  it('gives the combination when it beats the exclusive promotion', () => {
    const x = promo('x', 'product-percent', 20, { productIds: ['P-a'], exclusive: true });
    const r = apply({ lines, promotions: [a, b, x] });
    // a then b: 1000 + 15 % of 9000 = 2350 > 2000.
    expect(r.productDiscounts).toBe(2350);
    expect(r.appliedPromotionIds).toEqual(['a', 'b']);
    expect(reasonOf(r, 'x')).toEqual({ promotionId: 'x', reason: 'not-combinable', blockedBy: 'a' });
  });
  it('gives the exclusive promotion alone when it beats the combination', () => {
    const x = promo('x', 'category-percent', 30, { categoryIds: ['c'], exclusive: true });
    const r = apply({ lines, promotions: [a, b, x] });
    expect(r.productDiscounts).toBe(3000);
    expect(r.appliedPromotionIds).toEqual(['x']);
    expect(reasonOf(r, 'a')).toEqual({ promotionId: 'a', reason: 'not-combinable', blockedBy: 'x' });
    expect(reasonOf(r, 'b')).toEqual({ promotionId: 'b', reason: 'not-combinable', blockedBy: 'x' });
  });
  it('breaks a tie between the combination and an exclusive in favour of the combination', () => {
    const x = promo('x', 'product-amount', 2350, { productIds: ['P-a'], exclusive: true });
    expect(apply({ lines, promotions: [a, b, x] }).appliedPromotionIds).toEqual(['a', 'b']);
  });
  it('breaks a tie between exclusives in favour of the earlier one', () => {
    const x1 = promo('x1', 'product-percent', 20, { productIds: ['P-a'], exclusive: true });
    const x2 = promo('x2', 'product-amount', 2000, { productIds: ['P-a'], exclusive: true });
    const r = apply({ lines, promotions: [x2, x1] });
    expect(r.appliedPromotionIds).toEqual(['x1']);
    expect(reasonOf(r, 'x2')).toMatchObject({ reason: 'not-combinable', blockedBy: 'x1' });
  });
  it('decides line by line: an exclusive promotion can lose on one line and win on another', () => {
    const x = promo('x', 'category-percent', 20, { categoryIds: ['c'], exclusive: true });
    const big = promo('big', 'product-percent', 50, { productIds: ['P-a'] });
    const r = apply({
      lines: [line('a', 1000, 1, { categoryIds: ['c'] }), line('b', 1000, 1, { categoryIds: ['c'] })],
      promotions: [x, big],
    });
    expect(r.lines.map((l) => l.adjustments.map((adj) => adj.promotionId))).toEqual([['big'], ['x']]);
    expect(r.appliedPromotionIds).toEqual(['big', 'x']);
    expect(r.notApplied).toEqual([]);
  });
  it('only competes within a class: an exclusive product promotion still lets an order promotion apply', () => {
    const x = promo('x', 'product-percent', 20, { productIds: ['P-a'], exclusive: true });
    const order = promo('o', 'order-percent', 10, { exclusive: true });
    const r = apply({ lines, promotions: [x, order] });
    expect(r.productDiscounts).toBe(2000);
    expect(r.orderDiscounts).toBe(800);
  });
  it('applies the same rule to order promotions', () => {
    const five = promo('five', 'order-percent', 5);
    const amount = promo('amount', 'order-amount', 500);
    const ten = promo('ten', 'order-percent', 10, { exclusive: true });
    // Combination on 10000: 500 + 500 = 1000; exclusive: 1000 → tie → combination.
    const r = apply({ lines: [line('a', 10000)], promotions: [ten, five, amount] });
    expect(r.appliedPromotionIds).toEqual(['five', 'amount']);
    expect(reasonOf(r, 'ten')).toMatchObject({ reason: 'not-combinable', blockedBy: 'five' });
    const twelve = promo('twelve', 'order-percent', 12, { exclusive: true });
    expect(apply({ lines: [line('a', 10000)], promotions: [twelve, five, amount] }).orderDiscounts).toBe(1200);
  });
});

describe('order promotions', () => {
  it('takes a percentage of each line after its own discounts, rounded per line', () => {
    const p = promo('p', 'product-amount', 1000, { productIds: ['P-a'] });
    const o = promo('o', 'order-percent', 10);
    const r = apply({ lines: [line('a', 5005), line('b', 1005)], promotions: [p, o] });
    // a: 4005 → 400.5 → 401; b: 1005 → 100.5 → 101.
    expect(r.orderAdjustments).toEqual([
      expect.objectContaining({
        promotionId: 'o',
        amount: 502,
        shares: [
          { itemId: 'a', amount: 401 },
          { itemId: 'b', amount: 101 },
        ],
      }),
    ]);
    expect(r.lines.map((l) => [l.netAmount, l.orderDiscountShare, l.finalAmount])).toEqual([
      [4005, 401, 3604],
      [1005, 101, 904],
    ]);
    expect(r.productTotal).toBe(4508);
  });
  it('shares an amount among the lines in proportion, exactly', () => {
    const o = promo('o', 'order-amount', 1000);
    const r = apply({ lines: [line('a', 3333), line('b', 3333), line('c', 3334)], promotions: [o] });
    expect(r.orderAdjustments[0]?.shares.map((s) => s.amount)).toEqual([333, 333, 334]);
    expect(r.orderDiscounts).toBe(1000);
  });
  it('never makes the order negative', () => {
    const o = promo('o', 'order-amount', 50000);
    const r = apply({ lines: [line('a', 3000), line('b', 1000)], promotions: [o] });
    expect(r.orderDiscounts).toBe(4000);
    expect(r.lines.map((l) => l.finalAmount)).toEqual([0, 0]);
    expect(r.productTotal).toBe(0);
  });
  it('has nothing to discount when line promotions already made everything free', () => {
    const free = promo('free', 'product-percent', 100, { productIds: ['P-a'] });
    const o = promo('o', 'order-amount', 500);
    expect(reasonOf(apply({ lines: [line('a', 3000)], promotions: [free, o] }), 'o')?.reason).toBe(
      'nothing-to-discount',
    );
  });
  it('measures its threshold after line discounts, inclusive', () => {
    const o = promo('o', 'order-percent', 10, { minOrderSubtotal: 10000 });
    expect(apply({ lines: [line('a', 10000)], promotions: [o] }).orderDiscounts).toBe(1000);
    expect(reasonOf(apply({ lines: [line('a', 9999)], promotions: [o] }), 'o')).toEqual({
      promotionId: 'o',
      reason: 'below-threshold',
      shortBy: 1,
    });
    const p = promo('p', 'product-amount', 2000, { productIds: ['P-a'] });
    expect(reasonOf(apply({ lines: [line('a', 11000)], promotions: [p, o] }), 'o')?.shortBy).toBe(1000);
  });
});

describe('free shipping', () => {
  const over99 = promo('ship99', 'free-shipping', 0, { minOrderSubtotal: 9900 });
  it('applies at exactly the threshold', () => {
    const r = apply({ lines: [line('a', 9900)], promotions: [over99] });
    expect(r.freeShipping).toBe(true);
    expect(r.shippingAdjustment).toEqual({
      promotionId: 'ship99',
      kind: 'free-shipping',
      calloutMessage: over99.calloutMessage,
      showOn: over99.showOn,
    });
  });
  it('does not apply one cent below, and says how far the bag is', () => {
    const r = apply({ lines: [line('a', 9899)], promotions: [over99] });
    expect(r.freeShipping).toBe(false);
    expect(r.shippingAdjustment).toBeNull();
    expect(reasonOf(r, 'ship99')).toEqual({ promotionId: 'ship99', reason: 'below-threshold', shortBy: 1 });
  });
  it('measures the threshold after order discounts', () => {
    const o = promo('o', 'order-amount', 200);
    expect(apply({ lines: [line('a', 10000)], promotions: [o, over99] }).freeShipping).toBe(false);
  });
  it('lets a member ship free with no threshold, and reports the redundant promotion', () => {
    const members = promo('members', 'free-shipping', 0, { customerGroups: ['loyalty-members'], currency: undefined });
    const r = apply({ lines: [line('a', 10000)], promotions: [over99, members], customerGroups: ['loyalty-members'] });
    expect(r.shippingAdjustment?.promotionId).toBe('members');
    expect(reasonOf(r, 'ship99')).toEqual({ promotionId: 'ship99', reason: 'not-combinable', blockedBy: 'members' });
    expect(
      apply({ lines: [line('a', 100)], promotions: [members], customerGroups: ['loyalty-members'] }).freeShipping,
    ).toBe(true);
  });
});

describe('who, when and where a promotion applies', () => {
  const lines = [line('a', 10000)];
  it('keeps member-exclusive promotions to shoppers in one of their groups', () => {
    const p = promo('m', 'order-percent', 10, { customerGroups: ['loyalty-members', 'employees'] });
    expect(reasonOf(apply({ lines, promotions: [p] }), 'm')?.reason).toBe('customer-group');
    expect(reasonOf(apply({ lines, promotions: [p], customerGroups: ['Everyone', 'Unregistered'] }), 'm')?.reason).toBe(
      'customer-group',
    );
    expect(apply({ lines, promotions: [p], customerGroups: ['Everyone', 'employees'] }).orderDiscounts).toBe(1000);
  });
  it('keeps source-code promotions to shoppers whose context carries one of their codes, in any case', () => {
    const p = promo('sc', 'order-percent', 15, { sourceCodes: ['WINTER', 'email-dec'] });
    expect(reasonOf(apply({ lines, promotions: [p] }), 'sc')?.reason).toBe('source-code');
    expect(reasonOf(apply({ lines, promotions: [p], sourceCode: 'SPRING' }), 'sc')?.reason).toBe('source-code');
    expect(apply({ lines, promotions: [p], sourceCode: 'winter' }).orderDiscounts).toBe(1500);
    expect(apply({ lines, promotions: [p], sourceCode: 'EMAIL-DEC' }).orderDiscounts).toBe(1500);
  });
  it('applies from startsAt (inclusive) until endsAt (exclusive)', () => {
    const at = (startsAt?: Date, endsAt?: Date) =>
      reasonOf(
        apply({
          lines,
          promotions: [
            promo('w', 'order-percent', 10, { ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}) }),
          ],
        }),
        'w',
      )?.reason;
    const second = 1000;
    expect(at(new Date(NOW.getTime() + second))).toBe('not-started');
    expect(at(NOW)).toBeUndefined();
    expect(at(undefined, NOW)).toBe('ended');
    expect(at(undefined, new Date(NOW.getTime() + second))).toBeUndefined();
    expect(at(new Date(NOW.getTime() - second), new Date(NOW.getTime() + second))).toBeUndefined();
  });
  it('reads window dates that arrive as ISO strings (a jsonb definition) and refuses unreadable ones', () => {
    const fromJson = JSON.parse(JSON.stringify(promo('j', 'order-percent', 10, { endsAt: NOW }))) as Promotion;
    expect(reasonOf(apply({ lines, promotions: [fromJson] }), 'j')?.reason).toBe('ended');
    const garbled = { ...promo('g', 'order-percent', 10), startsAt: 'soon' as unknown as Date };
    expect(reasonOf(apply({ lines, promotions: [garbled] }), 'g')?.reason).toBe('misconfigured');
  });
  it('applies a currency-bound promotion only in its currency; a percentage without currency applies in both', () => {
    const cad = promo('cad', 'order-amount', 1000, { currency: 'CAD' });
    const any = promo('any', 'order-percent', 10, { currency: undefined });
    const usd = apply({ lines, promotions: [cad, any], currency: 'USD' });
    expect(reasonOf(usd, 'cad')?.reason).toBe('currency');
    expect(usd.orderDiscounts).toBe(1000);
    const inCad = apply({ lines, promotions: [cad, any], currency: 'CAD' });
    expect(inCad.currency).toBe('CAD');
    expect(inCad.appliedPromotionIds).toEqual(['any', 'cad']);
    expect(inCad.orderDiscounts).toBe(2000); // 10 % first (1000), then 1000 CAD off
  });
  it('needs its coupon, matched case-insensitively and trimmed', () => {
    const p = promo('c', 'order-percent', 10, { couponCode: 'Save10' });
    expect(reasonOf(apply({ lines, promotions: [p] }), 'c')?.reason).toBe('coupon-required');
    expect(reasonOf(apply({ lines, promotions: [p], couponCodes: ['OTHER'] }), 'c')?.reason).toBe('coupon-required');
    const r = apply({ lines, promotions: [p], couponCodes: ['  save10 '] });
    expect(r.orderAdjustments[0]).toMatchObject({ promotionId: 'c', amount: 1000, couponCode: 'SAVE10' });
  });
  it('follows coupon definitions: a promotion listed by a coupon needs it, and a disabled or expired coupon unlocks nothing', () => {
    const p = promo('listed', 'product-percent', 10, { productIds: ['P-a'] });
    const coupon = { code: 'SPRING', promotionIds: ['listed'], enabled: true, includeInShopperContext: false };
    expect(reasonOf(apply({ lines, promotions: [p], coupons: [coupon] }), 'listed')?.reason).toBe('coupon-required');
    expect(
      apply({ lines, promotions: [p], coupons: [coupon], couponCodes: ['spring'] }).lines[0]?.adjustments[0],
    ).toMatchObject({
      couponCode: 'SPRING',
      amount: 1000,
    });
    const disabled = { ...coupon, enabled: false };
    expect(
      reasonOf(apply({ lines, promotions: [p], coupons: [disabled], couponCodes: ['SPRING'] }), 'listed')?.reason,
    ).toBe('coupon-required');
    const expired = { ...coupon, endsAt: NOW };
    expect(
      reasonOf(apply({ lines, promotions: [p], coupons: [expired], couponCodes: ['SPRING'] }), 'listed')?.reason,
    ).toBe('coupon-required');
  });
  it('sets misconfigured promotions aside instead of failing the bag', () => {
    const bad: Promotion[] = [
      promo('zero', 'order-percent', 0),
      promo('over', 'order-percent', 101),
      promo('decimals', 'order-percent', 12.345),
      promo('no-products', 'product-percent', 10),
      promo('no-categories', 'category-amount', 100),
      promo('fraction', 'order-amount', 9.99),
      promo('no-currency', 'order-amount', 100, { currency: undefined }),
      promo('threshold-no-currency', 'free-shipping', 0, { currency: undefined, minOrderSubtotal: 5000 }),
      promo('window', 'order-percent', 10, { startsAt: NOW, endsAt: NOW }),
      promo('code', 'order-percent', 10, { couponCode: '   ' }),
    ];
    const r = apply({ lines, promotions: bad });
    expect(r.notApplied.map((n) => n.reason)).toEqual(bad.map(() => 'misconfigured'));
    expect(r.productTotal).toBe(10000);
  });
  it('applies nothing to an empty bag', () => {
    const r = apply({ lines: [], promotions: [promo('ship', 'free-shipping', 0), promo('o', 'order-percent', 10)] });
    expect(r.freeShipping).toBe(false);
    expect(r.notApplied.map((n) => n.reason)).toEqual(['no-qualifying-items', 'no-qualifying-items']);
    expect(r).toMatchObject({ productSubTotal: 0, productTotal: 0 });
  });
});

describe('invariants over random bags (300 runs)', () => {
  const kinds: PromotionKind[] = [
    'product-percent',
    'product-amount',
    'category-percent',
    'category-amount',
    'order-percent',
    'order-amount',
    'free-shipping',
  ];
  it('never goes negative, adds up, accounts for every promotion once and ignores input order', () => {
    const random = seeded(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) =>
        line(`l${i}`, Math.floor(random() * 20000), 1 + Math.floor(random() * 5), {
          categoryIds: random() < 0.5 ? ['c1'] : ['c2', 'c1'],
          tiers: [
            { minQuantity: 1, amountMinor: 1000 + Math.floor(random() * 20000) },
            { minQuantity: 3, amountMinor: Math.floor(random() * 1000) },
          ],
        }),
      );
      const promotions = Array.from({ length: Math.floor(random() * 6) }, (_, i) => {
        const kind = pick(kinds);
        const percent = kind.endsWith('percent');
        return promo(`p${i}`, kind, percent ? 1 + Math.floor(random() * 100) : 1 + Math.floor(random() * 8000), {
          productIds: [pick(lines).productId],
          categoryIds: [pick(['c1', 'c2', 'c3'])],
          exclusive: random() < 0.3,
          ...(random() < 0.3 ? { minOrderSubtotal: Math.floor(random() * 30000) } : {}),
        });
      });
      const r = apply({ lines, promotions });
      for (const l of r.lines) {
        expect(l.finalAmount).toBeGreaterThanOrEqual(0);
        expect(l.netAmount).toBe(l.baseAmount - l.lineDiscount);
        expect(l.finalAmount).toBe(l.netAmount - l.orderDiscountShare);
        expect(l.adjustments.every((a) => a.amount > 0 && Number.isSafeInteger(a.amount))).toBe(true);
      }
      for (const a of r.orderAdjustments) expect(a.shares.reduce((s, x) => s + x.amount, 0)).toBe(a.amount);
      expect(r.productTotal).toBe(r.productSubTotal - r.productDiscounts - r.orderDiscounts);
      expect(r.productTotal).toBeGreaterThanOrEqual(0);
      const accounted = [...r.appliedPromotionIds, ...r.notApplied.map((n) => n.promotionId)].sort();
      expect(accounted).toEqual(promotions.map((p) => p.id).sort());
      expect(apply({ lines, promotions: [...promotions].reverse() })).toEqual(r);
    }
  });
});
