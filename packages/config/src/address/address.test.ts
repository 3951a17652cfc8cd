import { describe, expect, it } from 'vitest';
import {
  formatPhoneAsTyped,
  isValidPhoneForCountry,
  isValidPhoneForLocale,
  isValidPostalCode,
  normalizePostalCode,
  postalCodeMaxLength,
  regionName,
  regionsOf,
} from './index.js';

describe('postal codes', () => {
  it.each([
    ['US', '98101', true],
    ['US', '98101-1234', true],
    ['US', '9810', false],
    ['US', '981011234', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a0b1', true],
    ['CA', 'D1A 0B1', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['GB', 'SW1A 1AA', true],
    ['JP', '100-0001', true],
    ['JP', '1000001', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
  ])('%s %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it('takes the spec’s maximum lengths, and 10 elsewhere', () => {
    expect([
      postalCodeMaxLength('US'),
      postalCodeMaxLength('ca'),
      postalCodeMaxLength('DE'),
      postalCodeMaxLength('GB'),
      postalCodeMaxLength('JP'),
    ]).toEqual([10, 7, 5, 10, 8]);
    expect(postalCodeMaxLength('NL')).toBe(10);
    expect(isValidPostalCode('K1A  0B1', 'CA')).toBe(false);
  });

  it('refuses blank codes, and accepts plain codes for countries without a pattern', () => {
    expect(isValidPostalCode('  ', 'US')).toBe(false);
    expect(isValidPostalCode('AB-12', 'ZZ')).toBe(true);
    expect(isValidPostalCode('<script>', 'ZZ')).toBe(false);
  });

  it('stores Canadian codes upper case with one space, others as typed', () => {
    expect(normalizePostalCode(' k1a0b1 ', 'CA')).toBe('K1A 0B1');
    expect(normalizePostalCode(' 98101-1234 ', 'US')).toBe('98101-1234');
  });
});

describe('phone numbers', () => {
  it('follows the locale rule: 10 digits or more in en-US and en-CA, 7 or more in fr-CA (spec 1 §5)', () => {
    expect(isValidPhoneForLocale('(206) 555-0100', 'en-US')).toBe(true);
    expect(isValidPhoneForLocale('555-0100', 'en-US')).toBe(false);
    expect(isValidPhoneForLocale('555-0100', 'fr-CA')).toBe(true);
    expect(isValidPhoneForLocale('555-01', 'fr-CA')).toBe(false);
    expect(isValidPhoneForLocale('1'.repeat(21), 'en-CA')).toBe(false);
  });

  it('checks the number is possible in the address’s country', () => {
    expect(isValidPhoneForCountry('(555) 123-4567', 'US')).toBe(true);
    expect(isValidPhoneForCountry('514 555 0154', 'CA')).toBe(true);
    expect(isValidPhoneForCountry('12345', 'US')).toBe(false);
    expect(isValidPhoneForCountry('030 1234567', 'DE')).toBe(true);
    expect(isValidPhoneForCountry('2065550100', 'XX')).toBe(false);
  });

  it('formats as (xxx) xxx-xxxx while typing, at most 10 digits', () => {
    expect(formatPhoneAsTyped('2')).toBe('(2');
    expect(formatPhoneAsTyped('2065')).toBe('(206) 5');
    expect(formatPhoneAsTyped('206a555b0100999')).toBe('(206) 555-0100');
    expect(formatPhoneAsTyped('abc')).toBe('');
  });
});

describe('regions', () => {
  it('lists the 50 states and DC, and the 13 provinces and territories', () => {
    expect(regionsOf('US')).toHaveLength(51);
    expect(regionsOf('CA')).toHaveLength(13);
    expect(regionsOf('DE')).toEqual([]);
  });

  it('names provinces in French for French locales', () => {
    const quebec = regionsOf('CA').find((r) => r.code === 'QC')!;
    expect(regionName(quebec, 'fr-CA')).toBe('Québec');
    expect(regionName(quebec, 'en-CA')).toBe('Quebec');
  });
});
