import { describe, expect, it } from 'vitest';
import { featureFlagsFromEnv } from './feature-flags.js';

describe('featureFlagsFromEnv', () => {
  it('keeps the configured defaults (cart and checkout on) when nothing is set', () => {
    expect(featureFlagsFromEnv({})).toEqual({ cart: true, checkout: true });
    expect(featureFlagsFromEnv({ FEATURE_CART: '', FEATURE_CHECKOUT: '  ' })).toEqual({ cart: true, checkout: true });
  });

  it.each(['off', 'false', '0', 'OFF', ' False '])('turns a flag off with %j', (value) => {
    expect(featureFlagsFromEnv({ FEATURE_CART: value })).toEqual({ cart: false, checkout: true });
    expect(featureFlagsFromEnv({ FEATURE_CHECKOUT: value })).toEqual({ cart: true, checkout: false });
  });

  it.each(['on', 'true', '1', 'On'])('turns a flag on with %j, over an off default', (value) => {
    expect(featureFlagsFromEnv({ FEATURE_CHECKOUT: value }, { cart: false, checkout: false })).toEqual({
      cart: false,
      checkout: true,
    });
  });

  it.each(['no', 'disabled', 'yes', '2'])('refuses %j, naming the variable and what it accepts', (value) => {
    expect(() => featureFlagsFromEnv({ FEATURE_CART: value })).toThrow(
      `FEATURE_CART must be one of on, true, 1, off, false, 0; it is "${value}".`,
    );
  });
});
