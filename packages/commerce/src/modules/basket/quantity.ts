import { MAX_ORDER_QUANTITY } from '@ridgeline/config';
import { DomainError } from '../../http/errors.js';
import type { Sellable } from './sellables.js';

export class QuantityError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('invalid_quantity', message, 400, details);
  }
}

export class StockError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('insufficient_stock', message, 409, details);
  }
}

/**
 * A line's quantity must be a whole number of the product's step, at least its minimum order
 * quantity and at most the configured maximum, and no more than is in stock unless it can be
 * back-ordered. The messages are the shopper's (spec 2 §8 for stock).
 */
export function checkQuantity(sellable: Sellable, quantity: number, maxOrderQuantity = MAX_ORDER_QUANTITY): void {
  const step = Math.max(1, sellable.stepQuantity);
  const min = Math.max(1, sellable.minOrderQuantity);
  const details = { productId: sellable.id, step, min, max: maxOrderQuantity, stockLevel: sellable.stock.ats };
  if (!Number.isInteger(quantity) || quantity < 1) throw new QuantityError('Quantity must be a whole number of at least 1.', details);
  if (quantity < min) throw new QuantityError(`${sellable.name} can be ordered from ${min} units.`, details);
  if (quantity % step !== 0) throw new QuantityError(`${sellable.name} is sold in multiples of ${step}.`, details);
  if (quantity > maxOrderQuantity) throw new QuantityError(`You can order at most ${maxOrderQuantity} of ${sellable.name}.`, details);
  if (!sellable.orderable || (sellable.stock.ats === 0 && !sellable.stock.backorderable)) {
    throw new StockError('Out of stock', details);
  }
  if (quantity > sellable.stock.ats && !sellable.stock.backorderable) {
    // A bundle's stock may be its part's: the message names that part, as the product page does.
    throw new StockError(`Only ${sellable.stock.ats} left for ${sellable.stockLimitedBy ?? sellable.name}!`, details);
  }
}
