import { DomainError } from '../../http/errors.js';

/** The bag cannot be ordered yet: the message names everything that is missing. */
export class CheckoutIncompleteError extends DomainError {
  constructor(readonly missing: readonly string[]) {
    super(
      'checkout_incomplete',
      missing.length === 1 && missing[0] === 'items'
        ? 'Your bag is empty.'
        : `Before placing your order, please add ${listOf(missing)}.`,
      400,
      { missing },
    );
  }
}

const MISSING_TEXT: Record<string, string> = {
  items: 'something to your bag',
  email: 'an e-mail address',
  shippingAddress: 'a shipping address',
  shippingMethod: 'a shipping method',
  billingAddress: 'a billing address',
};

function listOf(missing: readonly string[]): string {
  const words = missing.map((m) => MISSING_TEXT[m] ?? m);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What the shopper saw (`expectedTotal`) is not what would be charged now. */
export class TotalChangedError extends DomainError {
  constructor(expected: number, actual: number) {
    super('total_changed', 'The total has changed; please review your order.', 409, {
      expectedTotal: expected,
      orderTotal: actual,
    });
  }
}

/** The issuer said no; the message is the provider's, fit for the shopper. The bag stays open. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string, orderNo: string) {
    super('payment_declined', message, 402, { orderNo });
  }
}

/** The provider did not answer: the card may or may not be charged, and the order waits to be settled. */
export class PaymentNotConfirmedError extends DomainError {
  constructor(orderNo: string) {
    super(
      'payment_not_confirmed',
      'We could not confirm your payment. Please check your order status before trying again.',
      503,
      { orderNo },
    );
  }
}

/**
 * The order was settled as failed (by recovery) while its payment was still being authorised; the
 * late authorisation was cancelled, so nothing is charged.
 */
export class OrderNotCompletedError extends DomainError {
  constructor(orderNo: string) {
    super(
      'order_not_completed',
      'Your order could not be completed and your card has not been charged. Please try again.',
      409,
      { orderNo },
    );
  }
}

/** A state change the order's status does not allow (e.g. cancelling an order that was never placed). */
export class OrderStateError extends DomainError {
  constructor(message: string) {
    super('order_state', message, 409);
  }
}
