/**
 * Money arithmetic for the bag and checkout. Pure, exact, no floats for money.
 *
 *   type Money = number  — an integer amount in minor units (cents) of the bag's currency.
 *
 *   roundHalfAwayFromZero(x)          nearest integer; .5 goes away from zero (2.5 → 3, -2.5 → -3)
 *   divideRounded(numerator, divisor) numerator / divisor rounded half away from zero, exactly
 *   percentOf(amount, percent)        amount × percent / 100, rounded half away from zero
 *   rateOf(amount, ratePercent)       the same with up to 3 decimals in the rate (tax: 9.975 %)
 *   allocate(total, weights)          splits `total` in proportion to `weights`, shares summing to it
 *   assertMoney(value, what)          throws unless value is a non-negative safe integer
 *
 * Percentages come from configuration as decimal numbers (12.5, 9.975); they are turned into
 * integers (hundredths or thousandths of a percent) before any multiplication, and the division
 * is done on integers, so no rounding error can creep in: 1999 × 15 % is 299.85 → 300 every time.
 */
import { InvalidInputError } from '../../http/errors.js';

export type Money = number;

export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function assertMoney(value: number, what: string): Money {
  if (!isMoney(value)) throw new InvalidInputError(`${what} must be a whole, non-negative amount in minor units.`);
  return value;
}

export function roundHalfAwayFromZero(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** Exact integer division rounded half away from zero; both operands must be safe integers. */
export function divideRounded(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor === 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${divisor} exactly.`);
  }
  const sign = Math.sign(numerator) * Math.sign(divisor);
  const n = Math.abs(numerator);
  const d = Math.abs(divisor);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient);
}

/**
 * A decimal percentage as an integer count of 1/10^decimals of a percent, or undefined when it
 * has more decimals than that (12.5 at 2 decimals → 1250; 9.975 at 3 decimals → 9975).
 */
export function scaledPercent(percent: number, decimals: number): number | undefined {
  if (!Number.isFinite(percent)) return undefined;
  const factor = 10 ** decimals;
  const scaled = Math.round(percent * factor);
  return Math.abs(scaled - percent * factor) < 1e-6 ? scaled : undefined;
}

function multiplyScaled(amount: Money, percent: number, decimals: number): Money {
  const scaled = scaledPercent(percent, decimals);
  if (scaled === undefined) throw new RangeError(`${percent} % has more than ${decimals} decimals.`);
  const product = amount * scaled;
  if (!Number.isSafeInteger(product)) throw new RangeError(`${amount} × ${percent} % is too large to compute exactly.`);
  return divideRounded(product, 100 * 10 ** decimals);
}

/** `amount` × `percent` / 100 with up to two decimals in the percentage (promotions). */
export function percentOf(amount: Money, percent: number): Money {
  return multiplyScaled(amount, percent, 2);
}

/** `amount` × `ratePercent` / 100 with up to three decimals in the rate (taxes such as QST 9.975 %). */
export function rateOf(amount: Money, ratePercent: number): Money {
  return multiplyScaled(amount, ratePercent, 3);
}

/**
 * Splits `total` into integer shares proportional to `weights` (largest remainder method).
 * Shares add up to `total` exactly; a share never exceeds its weight when total ≤ Σ weights;
 * ties in the remainders go to the earlier weight, so the result is deterministic.
 * Computed with BigInt: total × weight can exceed 2^53 for large bags.
 */
export function allocate(total: Money, weights: readonly Money[]): Money[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const shares = weights.map((w) => {
    const exact = T * BigInt(w);
    return { floor: exact / S, remainder: exact % S };
  });
  let left = total - shares.reduce((a, s) => a + Number(s.floor), 0);
  const order = shares
    .map((s, index) => ({ index, remainder: s.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((s) => Number(s.floor));
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
