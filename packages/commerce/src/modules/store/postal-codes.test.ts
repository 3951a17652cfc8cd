import { describe, expect, it } from 'vitest';
import { isGeocodedCountry, normalisePostalCode } from './postal-codes.js';

describe('normalisePostalCode', () => {
  it.each([
    ['CA', 'k1a 0b1', 'K1A 0B1', 'K1A'],
    ['CA', 'K1A0B1', 'K1A 0B1', 'K1A'],
    ['CA', '  v6b-1b6 ', 'V6B 1B6', 'V6B'],
    ['CA', 'h2x', 'H2X', 'H2X'],
    ['US', '80302-1234', '80302', '80302'],
    ['US', '803021234', '80302', '80302'],
    ['US', ' 05401 ', '05401', '05401'],
    ['DE', '10178', '10178', '10178'],
    ['DE', 'D-10178', '10178', '10178'],
    ['DE', '01 067', '01067', '01067'],
  ] as const)('%s %j → %s', (country, input, code, lookupKey) => {
    expect(normalisePostalCode(country, input)).toEqual({ code, lookupKey });
  });

  it.each([
    ['US', '8030'],
    ['US', '80302-12'],
    ['US', 'K1A 0B1'],
    ['CA', '80302'],
    ['CA', 'D1A 0B1'], // D is never used
    ['CA', 'W1A 0B1'], // W never starts a code
    ['CA', 'K1A 0B'],
    ['DE', '1017'],
    ['DE', '101789'],
    ['DE', 'abcde'],
    ['DE', ''],
    ['US', '<script>'],
  ] as const)('%s %j is not a postal code', (country, input) => {
    expect(normalisePostalCode(country, input)).toBeUndefined();
  });
});

describe('isGeocodedCountry', () => {
  it('knows US, CA and DE only', () => {
    expect(['US', 'CA', 'DE'].every(isGeocodedCountry)).toBe(true);
    expect(isGeocodedCountry('FR')).toBe(false);
    expect(isGeocodedCountry('de')).toBe(false);
  });
});
