import { describe, expect, it } from 'vitest';
import { validateCoupon, type CouponContext } from './coupons.js';
import { InvalidCouponError } from './errors.js';
import { line, NOW, promo } from './testing.js';
import type { Coupon } from './types.js';

const hour = 3600_000;
const coupon = (code: string, promotionIds: string[], extra: Partial<Coupon> = {}): Coupon => ({
  code,
  promotionIds,
  enabled: true,
  includeInShopperContext: false,
  ...extra,
});
const jackets = promo('jackets20', 'category-percent', 20, { categoryIds: ['jackets'] });
const base: CouponContext = {
  coupons: [coupon('SUMMER10', ['summer']), coupon('JACKETS', ['jackets20'])],
  promotions: [promo('summer', 'order-percent', 10), jackets],
  lines: [line('a', 5000, 1, { categoryIds: ['jackets', 'mens'] })],
  now: NOW,
  currency: 'USD',
};
const check = (code: string, extra: Partial<CouponContext> = {}) => validateCoupon(code, { ...base, ...extra });

describe('validateCoupon', () => {
  it('accepts a known code case-insensitively and trimmed, answering the canonical code', () => {
    expect(check('  summer10 ')).toEqual({
      ok: true,
      code: 'SUMMER10',
      coupon: base.coupons[0],
      promotionIds: ['summer'],
    });
  });
  it('says an unknown code is not valid, quoting what was typed', () => {
    expect(check(' nope ')).toEqual({ ok: false, error: 'unknown', message: 'Coupon code "nope" is not valid.' });
  });
  it('treats a disabled coupon as unknown', () => {
    const r = check('SUMMER10', { coupons: [coupon('SUMMER10', ['summer'], { enabled: false })] });
    expect(r).toMatchObject({ ok: false, error: 'unknown', message: 'Coupon code "SUMMER10" is not valid.' });
  });
  it('asks for a code when there is none', () => {
    expect(check('   ')).toEqual({ ok: false, error: 'empty', message: 'Please enter a coupon code.' });
  });
  it('allows 64 characters and refuses 65', () => {
    expect(check('X'.repeat(64))).toMatchObject({ error: 'unknown' });
    expect(check('X'.repeat(65))).toEqual({
      ok: false,
      error: 'too-long',
      message: 'A coupon code has at most 64 characters.',
    });
  });
  it('tells an expired coupon from one not valid yet (start inclusive, end exclusive)', () => {
    const expired = [coupon('SUMMER10', ['summer'], { endsAt: NOW })];
    expect(check('summer10', { coupons: expired })).toEqual({
      ok: false,
      error: 'expired',
      message: 'Coupon code "summer10" has expired.',
    });
    const future = [coupon('SUMMER10', ['summer'], { startsAt: new Date(NOW.getTime() + hour) })];
    expect(check('SUMMER10', { coupons: future })).toEqual({
      ok: false,
      error: 'not-yet-valid',
      message: 'Coupon code "SUMMER10" is not valid yet.',
    });
    const started = [coupon('SUMMER10', ['summer'], { startsAt: NOW, endsAt: new Date(NOW.getTime() + hour) })];
    expect(check('SUMMER10', { coupons: started }).ok).toBe(true);
  });
  it('reports the window of its promotions when the coupon itself has none', () => {
    const ended = promo('summer', 'order-percent', 10, { endsAt: new Date(NOW.getTime() - hour) });
    expect(check('SUMMER10', { promotions: [ended] })).toMatchObject({ error: 'expired' });
    const later = promo('summer', 'order-percent', 10, { startsAt: new Date(NOW.getTime() + hour) });
    expect(check('SUMMER10', { promotions: [later] })).toMatchObject({ error: 'not-yet-valid' });
  });
  it('refuses a code the bag already holds', () => {
    expect(check('summer10', { appliedCodes: ['SUMMER10'] })).toEqual({
      ok: false,
      error: 'already-applied',
      message: 'Coupon code "summer10" is already applied to your bag.',
    });
  });
  it('refuses a coupon none of whose products or categories are in the bag', () => {
    expect(check('JACKETS', { lines: [line('b', 5000, 1, { categoryIds: ['pants'] })] })).toEqual({
      ok: false,
      error: 'not-applicable',
      reason: 'no-qualifying-items',
      message: 'Coupon code "JACKETS" does not apply to the items in your bag.',
    });
  });
  it('refuses a coupon below its threshold and says by how much', () => {
    const threshold = promo('summer', 'order-percent', 10, { minOrderSubtotal: 7500 });
    expect(check('SUMMER10', { promotions: [threshold] })).toEqual({
      ok: false,
      error: 'not-applicable',
      reason: 'below-threshold',
      shortBy: 2500,
      message: 'Coupon code "SUMMER10" needs a larger order: add more to your bag to use it.',
    });
  });
  it('keeps a member-exclusive coupon for members', () => {
    const members = promo('summer', 'order-percent', 10, { customerGroups: ['loyalty-members'] });
    expect(check('SUMMER10', { promotions: [members] })).toMatchObject({
      error: 'not-applicable',
      reason: 'customer-group',
      message: 'Coupon code "SUMMER10" is for members only.',
    });
    expect(check('SUMMER10', { promotions: [members], customerGroups: ['loyalty-members'] }).ok).toBe(true);
  });
  it('refuses a coupon of the other currency', () => {
    const cad = promo('summer', 'order-amount', 1000, { currency: 'CAD' });
    expect(check('SUMMER10', { promotions: [cad] })).toMatchObject({ reason: 'currency' });
    expect(check('SUMMER10', { promotions: [cad], currency: 'CAD' }).ok).toBe(true);
  });
  it('refuses a coupon with no promotion behind it, and one whose promotions are all misconfigured', () => {
    expect(check('EMPTY', { coupons: [coupon('EMPTY', [])] })).toMatchObject({ reason: 'no-qualifying-items' });
    const broken = promo('summer', 'order-percent', 150);
    expect(check('SUMMER10', { promotions: [broken] })).toMatchObject({ error: 'unknown' });
  });
  it('knows codes held by a promotion alone', () => {
    const held = promo('held', 'order-percent', 5, { couponCode: 'Welcome5' });
    expect(check('WELCOME5', { promotions: [held] })).toEqual({
      ok: true,
      code: 'WELCOME5',
      coupon: null,
      promotionIds: ['held'],
    });
  });
  it('accepts a coupon whose promotion loses to a better exclusive one: the bag keeps the better deal', () => {
    const exclusive = promo('staff', 'order-percent', 40, { exclusive: true });
    expect(check('SUMMER10', { promotions: [base.promotions[0]!, exclusive] }).ok).toBe(true);
  });
  it('picks the most actionable reason when several promotions fail', () => {
    const far = promo('summer', 'order-percent', 10, { minOrderSubtotal: 9000 });
    const members = promo('extra', 'order-percent', 10, { customerGroups: ['loyalty-members'] });
    const coupons = [coupon('SUMMER10', ['summer', 'extra'])];
    expect(check('SUMMER10', { coupons, promotions: [far, members] })).toMatchObject({
      reason: 'below-threshold',
      shortBy: 4000,
    });
  });
});

describe('InvalidCouponError', () => {
  it('carries the message and the machine-readable cause', () => {
    const r = check('SUMMER10', { promotions: [promo('summer', 'order-percent', 10, { minOrderSubtotal: 7500 })] });
    if (r.ok) throw new Error('expected a rejection');
    const error = new InvalidCouponError(r);
    expect(error).toMatchObject({
      code: 'invalid_coupon',
      status: 400,
      message: r.message,
      details: { error: 'not-applicable', reason: 'below-threshold', shortBy: 2500 },
    });
    const again = check('SUMMER10', { appliedCodes: ['summer10'] });
    if (again.ok) throw new Error('expected a rejection');
    expect(new InvalidCouponError(again).status).toBe(409);
  });
});
