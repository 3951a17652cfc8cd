import { describe, expect, it } from 'vitest';
import { checkCard, detectBrand, luhnValid, summariseCard, type CardInput } from './card.js';

const NOW = new Date('2026-11-15T12:00:00Z');
const VALID: CardInput = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const codes = (card: Partial<CardInput>) => checkCard({ ...VALID, ...card }, NOW).map((p) => `${p.field}:${p.code}`);

describe('card number', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242x')).toBe(false);
  });

  it('detects the brand from the leading digits', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('371449635398431')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3056930009020004')).toBe('diners');
    expect(detectBrand('3566002020360505')).toBe('jcb');
    expect(detectBrand('6200000000000005')).toBe('unionpay');
    expect(detectBrand('9999999999999995')).toBeUndefined();
  });

  it('accepts the documented numbers with spaces or dashes', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ number: '4000-0000-0000-0002' })).toEqual([]);
    expect(codes({ number: '3782 822463 10005', cvc: '1234' })).toEqual([]);
  });

  it('rejects a wrong check digit, a wrong length, letters and unknown brands', () => {
    expect(codes({ number: '4242 4242 4242 4241' })).toEqual(['number:invalid_number']);
    expect(codes({ number: '4242 4242 4242' })).toEqual(['number:incomplete_number']);
    expect(codes({ number: '4242 4242 4242 4242 4' })).toEqual(['number:invalid_number']);
    expect(codes({ number: '4242abcd42424242' })).toEqual(['number:invalid_number']);
    expect(codes({ number: '' })).toEqual(['number:invalid_number']);
    expect(codes({ number: '9999 9999 9999 9995' })).toEqual(['number:unsupported_brand']);
    // Luhn-valid but 16 digits is not an American Express length.
    expect(codes({ number: '3782822463100053', cvc: '1234' })).toEqual(['number:invalid_number']);
  });
});

describe('expiry', () => {
  it('is good through the last day of its month', () => {
    expect(codes({ expMonth: 11, expYear: 2026 })).toEqual([]);
    expect(codes({ expMonth: 10, expYear: 2026 })).toEqual(['expiry:expired']);
    expect(codes({ expMonth: 12, expYear: 2025 })).toEqual(['expiry:expired']);
  });

  it('takes two-digit years', () => {
    expect(codes({ expMonth: 1, expYear: 27 })).toEqual([]);
    expect(codes({ expMonth: 1, expYear: 25 })).toEqual(['expiry:expired']);
  });

  it('wants a month from 1 to 12 and a believable year', () => {
    expect(codes({ expMonth: 0 })).toEqual(['expiry:invalid_expiry_month']);
    expect(codes({ expMonth: 13 })).toEqual(['expiry:invalid_expiry_month']);
    expect(codes({ expMonth: 1.5 })).toEqual(['expiry:invalid_expiry_month']);
    expect(codes({ expYear: 2099 })).toEqual(['expiry:invalid_expiry_year']);
  });
});

describe('security code', () => {
  it('has 3 digits, 4 for American Express', () => {
    expect(codes({ cvc: '12' })).toEqual(['cvc:invalid_cvc']);
    expect(codes({ cvc: '1234' })).toEqual(['cvc:invalid_cvc']);
    expect(codes({ cvc: '12a' })).toEqual(['cvc:invalid_cvc']);
    expect(codes({ number: '378282246310005', cvc: '123' })).toEqual(['cvc:invalid_cvc']);
    expect(checkCard({ ...VALID, number: '378282246310005', cvc: '123' }, NOW)[0]!.message).toBe(
      "Your card's security code must be 4 digits.",
    );
  });
});

it('reports every field at once, with messages for the shopper', () => {
  expect(checkCard({ number: '4242', expMonth: 13, expYear: 2030, cvc: '' }, NOW)).toEqual([
    { field: 'number', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    { field: 'expiry', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
    { field: 'cvc', code: 'invalid_cvc', message: "Your card's security code must be 3 digits." },
  ]);
});

it('summarises a card as brand and last four digits only', () => {
  expect(summariseCard('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
});
