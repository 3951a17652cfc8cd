/**
 * Tier prices (spec 2 §2 "Add-to-bag dialog": price by tier).
 *
 *   unitPriceFor(tiers, quantity, productId?) → Money
 *
 * A tier `{ minQuantity, amountMinor }` means "from `minQuantity` units on, each unit costs
 * `amountMinor`". The price for a quantity is the tier with the highest minQuantity that the
 * quantity reaches; tiers need not be sorted. Throws NoPriceError when no tier applies (no tiers,
 * or the lowest tier starts above the quantity) and InvalidInputError for a quantity that is not
 * a whole number ≥ 1. The caller passes the sale book's tiers when there are any, else the list's.
 */
import { InvalidInputError } from '../../http/errors.js';
import { NoPriceError } from './errors.js';
import { assertMoney, type Money } from './money.js';
import type { Tier } from './service.js';

export function assertQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new InvalidInputError(`Quantity must be a whole number of at least 1 (got ${quantity}).`);
  }
  return quantity;
}

export function unitPriceFor(tiers: readonly Tier[], quantity: number, productId?: string): Money {
  assertQuantity(quantity);
  let best: Tier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  if (!best) throw new NoPriceError(quantity, productId);
  return assertMoney(best.amountMinor, 'A tier price');
}
