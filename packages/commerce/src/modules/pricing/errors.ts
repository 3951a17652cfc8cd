import { DomainError } from '../../http/errors.js';

/** A line whose price books have no tier for its quantity (or no price at all): it cannot be sold. */
export class NoPriceError extends DomainError {
  constructor(quantity: number, productId?: string) {
    const what = productId ? `Product '${productId}'` : 'This product';
    super('no_price', `${what} has no price for a quantity of ${quantity}.`, 422, {
      ...(productId ? { productId } : {}),
      quantity,
    });
  }
}
