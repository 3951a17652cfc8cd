import { DomainError, InvalidInputError } from '../../http/errors.js';
import type { CardProblem } from './card.js';

/** The card cannot be sent for authorisation as typed; `details` lists each problem with its field. */
export class InvalidCardError extends DomainError {
  constructor(readonly problems: CardProblem[]) {
    super('invalid_card', problems.map((p) => p.message).join(' '), 422, problems);
  }
}

/** A payment token this provider does not know (expired, from another provider, made up). */
export class InvalidPaymentTokenError extends InvalidInputError {
  constructor() {
    super('This payment token is not valid. Please enter your card details again.');
  }
}

/** The same idempotency key sent with a different amount, currency, order or card: a caller's bug. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor(key: string) {
    super('idempotency_key_reused', `Idempotency key '${key}' was already used for a different payment.`, 409);
  }
}

/** Capturing a declined or cancelled authorisation, cancelling a captured one, capturing more than authorised. */
export class PaymentStateError extends DomainError {
  constructor(message: string) {
    super('payment_state', message, 409);
  }
}

/**
 * The provider could not be reached or did not answer: the card may or may not have been charged.
 * Not a DomainError on purpose — it is not the shopper's mistake. Keep the order waiting for
 * payment and settle it with `getAuthorization(idempotencyKey)`, or retry `authorize` with the
 * same key (which can never charge twice).
 */
export class PaymentOutcomeUnknownError extends Error {
  override name = 'PaymentOutcomeUnknownError';
  constructor(
    message: string,
    readonly idempotencyKey: string,
  ) {
    super(message);
  }
}
