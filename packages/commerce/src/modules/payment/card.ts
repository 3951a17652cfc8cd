/**
 * Card checks a payment service makes before it talks to the card network: number (digits, length
 * for the brand, Luhn check digit), expiry (a real month, not past) and security code (3 digits,
 * 4 for American Express). Pure functions, shared by the test provider and any form that wants to
 * check early. Messages follow what shoppers see at the big payment services.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

/** Card data as the shopper typed it. Only the test provider ever sees it (see provider.ts). */
export type CardInput = {
  number: string;
  expMonth: number;
  /** Four digits, or two (27 → 2027). */
  expYear: number;
  cvc: string;
};

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardProblem = {
  field: CardField;
  code:
    | 'invalid_number'
    | 'incomplete_number'
    | 'unsupported_brand'
    | 'invalid_expiry_month'
    | 'invalid_expiry_year'
    | 'expired'
    | 'invalid_cvc';
  message: string;
};

type BrandRule = { brand: CardBrand; prefix: RegExp; lengths: readonly number[]; cvcLength: 3 | 4 };

/** Issuer identification ranges; the first match wins, so narrower ranges come first. */
const BRANDS: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'diners', prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
  { brand: 'jcb', prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  { brand: 'mastercard', prefix: /^(?:5[1-5]|2(?:2(?:2[1-9]|[3-9]\d)|[3-6]\d\d|7(?:[01]\d|20)))/, lengths: [16], cvcLength: 3 },
  { brand: 'discover', prefix: /^(?:6011|64[4-9]|65)/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], cvcLength: 3 },
];

/** Spaces and dashes are how people group digits; anything else makes the number invalid. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function detectBrand(number: string): CardBrand | undefined {
  const digits = normaliseCardNumber(number);
  return BRANDS.find((rule) => rule.prefix.test(digits))?.brand;
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Every problem with the card, at most one per field; empty when the card can be sent for authorisation. */
export function checkCard(card: CardInput, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = normaliseCardNumber(card.number);
  const rule = BRANDS.find((r) => r.prefix.test(digits));

  if (!/^\d+$/.test(digits)) {
    problems.push({ field: 'number', code: 'invalid_number', message: 'Your card number is invalid.' });
  } else if (!rule) {
    problems.push({ field: 'number', code: 'unsupported_brand', message: 'This type of card is not accepted.' });
  } else if (digits.length < Math.min(...rule.lengths)) {
    problems.push({ field: 'number', code: 'incomplete_number', message: 'Your card number is incomplete.' });
  } else if (!rule.lengths.includes(digits.length) || !luhnValid(digits)) {
    problems.push({ field: 'number', code: 'invalid_number', message: 'Your card number is invalid.' });
  }

  const month = card.expMonth;
  const year = fullYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    problems.push({ field: 'expiry', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." });
  } else if (!Number.isInteger(year) || year > thisYear + 50) {
    problems.push({ field: 'expiry', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." });
  } else if (year < thisYear || (year === thisYear && month < thisMonth)) {
    // A card is good through the last day of its expiry month.
    problems.push({ field: 'expiry', code: 'expired', message: "Your card's expiration date is in the past." });
  }

  const cvcLength = rule?.cvcLength ?? 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    problems.push({
      field: 'cvc',
      code: 'invalid_cvc',
      message: `Your card's security code must be ${cvcLength} digits.`,
    });
  }
  return problems;
}

/** What may be kept of a card: its brand and last four digits. */
export type CardSummary = { brand: CardBrand; last4: string };

export function summariseCard(number: string): CardSummary {
  const digits = normaliseCardNumber(number);
  const brand = detectBrand(digits);
  if (!brand) throw new Error('Only a checked card can be summarised.');
  return { brand, last4: digits.slice(-4) };
}
