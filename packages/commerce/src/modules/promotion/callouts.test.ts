import { describe, expect, it } from 'vitest';
import { calloutsFor, type CalloutContext } from './callouts.js';
import { NOW, promo } from './testing.js';

const jacket = { productId: 'JKT-BLK-M', masterId: 'JKT', categoryIds: ['mens-jackets', 'mens'] };
const promotions = [
  promo('jkt', 'product-percent', 20, { productIds: ['JKT'], showOn: ['product', 'cart'] }),
  promo('mens', 'category-percent', 10, { categoryIds: ['mens'], showOn: ['product'], exclusive: true }),
  promo('pants', 'category-percent', 10, { categoryIds: ['pants'] }),
  promo('ship', 'free-shipping', 0, { minOrderSubtotal: 9900, showOn: ['product', 'cart', 'checkout'] }),
  promo('members', 'order-percent', 15, { customerGroups: ['loyalty-members'], currency: undefined }),
  promo('coupon', 'order-percent', 5, { couponCode: 'WELCOME5' }),
  promo('cad', 'order-amount', 500, { currency: 'CAD' }),
  promo('ended', 'order-percent', 5, { endsAt: NOW }),
  promo('checkout-only', 'order-percent', 5, { showOn: ['checkout'] }),
  promo('broken', 'order-percent', 0),
];
const ids = (ctx: Partial<CalloutContext>) =>
  calloutsFor({ page: 'product', promotions, now: NOW, currency: 'USD', ...ctx }).map((c) => c.promotionId);

/** A product page's callouts of one promotion, for a shopper in these groups (or not known). */
const forShopper = (promotion: CalloutContext['promotions'][number]) => (customerGroups?: string[]) =>
  calloutsFor({
    page: 'product',
    promotions: [promotion],
    now: NOW,
    currency: 'USD',
    ...(customerGroups ? { customerGroups } : {}),
  });

describe('calloutsFor', () => {
  // Listed in the order promotions apply: product, category, order (percent first, then id), shipping.
  it('shows the product page what targets the product (variant, master or category) and the site-wide offers', () => {
    expect(ids({ products: [jacket] })).toEqual(['jkt', 'mens', 'members', 'ship']);
  });
  it('leaves product and category offers out when no product is given', () => {
    expect(ids({})).toEqual(['members', 'ship']);
  });
  it('follows each promotion’s pages', () => {
    expect(ids({ page: 'cart', products: [jacket] })).toEqual(['jkt', 'members', 'ship']);
    expect(ids({ page: 'checkout', products: [jacket] })).toEqual(['checkout-only', 'members', 'ship']);
  });
  it('shows a coupon promotion only once its coupon is applied', () => {
    expect(ids({ couponCodes: ['welcome5'] })).toEqual(['coupon', 'members', 'ship']);
  });
  it('shows a source-code promotion only to shoppers who came with one of its codes (any case)', () => {
    const campaign = promo('campaign', 'order-percent', 15, { sourceCodes: ['WINTER'] });
    const of = (sourceCode?: string) =>
      calloutsFor({
        page: 'product',
        promotions: [campaign],
        now: NOW,
        currency: 'USD',
        ...(sourceCode ? { sourceCode } : {}),
      }).map((c) => c.promotionId);
    expect(of()).toEqual([]);
    expect(of('SUMMER')).toEqual([]);
    expect(of('winter')).toEqual(['campaign']);
  });
  it('keeps to the currency and the window', () => {
    expect(ids({ currency: 'CAD' })).toEqual(['members', 'cad']);
  });
  it('flags member-exclusive offers and opens the account for shoppers outside the group', () => {
    const forGuest = calloutsFor({ page: 'product', promotions, now: NOW, currency: 'USD' });
    expect(forGuest.find((c) => c.promotionId === 'members')).toEqual({
      promotionId: 'members',
      message: promotions[4]!.calloutMessage,
      isExclusive: false,
      displayPages: ['product', 'cart', 'checkout'],
      memberExclusive: true,
      openAccount: true,
    });
    const forMember = calloutsFor({
      page: 'product',
      promotions,
      now: NOW,
      currency: 'USD',
      customerGroups: ['loyalty-members'],
    });
    expect(forMember.find((c) => c.promotionId === 'members')).toMatchObject({
      memberExclusive: true,
      openAccount: false,
    });
    expect(forMember.find((c) => c.promotionId === 'ship')).toMatchObject({
      memberExclusive: false,
      openAccount: false,
    });
  });
  it('shows an offer for another group (not the loyalty programme) only to its shoppers, without the lock', () => {
    const of = forShopper(promo('staff', 'order-percent', 30, { customerGroups: ['staff'] }));
    expect(of()).toEqual([]);
    expect(of(['Registered'])).toEqual([]);
    expect(of(['staff'])).toMatchObject([{ promotionId: 'staff', memberExclusive: false, openAccount: false }]);
  });
  it('shows an offer for Everyone to every shopper, known or not, without the lock', () => {
    const of = forShopper(promo('all', 'order-percent', 5, { customerGroups: ['Everyone'] }));
    expect(of()).toMatchObject([{ promotionId: 'all', memberExclusive: false, openAccount: false }]);
    expect(of(['Everyone', 'Registered'])).toMatchObject([{ promotionId: 'all' }]);
  });
  it('keeps an offer a coupon unlocks (listed by the coupon) hidden until that coupon is applied', () => {
    const unlocked = promo('spring', 'order-percent', 10, { showOn: ['product', 'cart'] });
    const coupons = [{ code: 'SPRING', enabled: true, promotionIds: ['spring'], includeInShopperContext: false }];
    const of = (couponCodes: string[]) =>
      calloutsFor({ page: 'product', promotions: [unlocked], now: NOW, currency: 'USD', coupons, couponCodes }).map(
        (c) => c.promotionId,
      );
    expect(of([])).toEqual([]);
    expect(of(['spring'])).toEqual(['spring']);
  });
  it('says which offers are exclusive', () => {
    const callouts = calloutsFor({ page: 'product', promotions, now: NOW, currency: 'USD', products: [jacket] });
    expect(callouts.find((c) => c.promotionId === 'mens')?.isExclusive).toBe(true);
  });
});
