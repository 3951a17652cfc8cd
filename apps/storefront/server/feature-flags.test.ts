import { describe, expect, it } from 'vitest';
import { featureFlagsFromEnv } from './feature-flags.js';

describe('featureFlagsFromEnv', () => {
  it('keeps the configured defaults (cart, checkout and wishlist on) when nothing is set', () => {
    const all = { cart: true, checkout: true, wishlist: true };
    expect(featureFlagsFromEnv({})).toEqual(all);
    expect(featureFlagsFromEnv({ FEATURE_CART: '', FEATURE_CHECKOUT: '  ', FEATURE_WISHLIST: '' })).toEqual(all);
  });

  it.each(['off', 'false', '0', 'OFF', ' False '])('turns a flag off with %j', (value) => {
    expect(featureFlagsFromEnv({ FEATURE_CART: value })).toEqual({ cart: false, checkout: true, wishlist: true });
    expect(featureFlagsFromEnv({ FEATURE_CHECKOUT: value })).toEqual({ cart: true, checkout: false, wishlist: true });
    expect(featureFlagsFromEnv({ FEATURE_WISHLIST: value })).toEqual({ cart: true, checkout: true, wishlist: false });
  });

  it.each(['on', 'true', '1', 'On'])('turns a flag on with %j, over an off default', (value) => {
    const off = { cart: false, checkout: false, wishlist: false };
    expect(featureFlagsFromEnv({ FEATURE_CHECKOUT: value }, off)).toEqual({ ...off, checkout: true });
    expect(featureFlagsFromEnv({ FEATURE_WISHLIST: value }, off)).toEqual({ ...off, wishlist: true });
  });

  it.each(['no', 'disabled', 'yes', '2'])('refuses %j, naming the variable and what it accepts', (value) => {
    expect(() => featureFlagsFromEnv({ FEATURE_CART: value })).toThrow(
      `FEATURE_CART must be one of on, true, 1, off, false, 0; it is "${value}".`,
    );
  });
});
