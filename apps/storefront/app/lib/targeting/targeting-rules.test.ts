import { describe, expect, it } from 'vitest';
import { exitSpacing, pickUpHref, weatherViewAllHref } from './targeting-rules';

describe('the targeted overlays’ rules', () => {
  it('exit spacing is an integer, else 2', () => {
    expect([3, 0, '4', 2.5, 'wide', '', null, undefined, Number.NaN].map(exitSpacing)).toEqual([
      3, 0, 4, 2, 2, 2, 2, 2, 2,
    ]);
  });

  it('the pick-up link carries pfm=monetate and pfm_id=puwylo, keeping the product’s own query', () => {
    expect(pickUpHref('/p/trail-boot-rl1?color=412')).toBe('/p/trail-boot-rl1?color=412&pfm=monetate&pfm_id=puwylo');
    expect(pickUpHref('/fr-CA/p/botte-rl1')).toBe('/fr-CA/p/botte-rl1?pfm=monetate&pfm_id=puwylo');
  });

  it('the weather view-all link defaults to /search?q=sun+protection and carries icid=weather-widget', () => {
    expect(weatherViewAllHref(undefined)).toBe('/search?q=sun+protection&icid=weather-widget');
    expect(weatherViewAllHref('')).toBe('/search?q=sun+protection&icid=weather-widget');
    expect(weatherViewAllHref('/c/footwear-winter-boots')).toBe('/c/footwear-winter-boots?icid=weather-widget');
    expect(weatherViewAllHref('//evil.example/')).toBe('/search?q=sun+protection&icid=weather-widget');
  });
});
