/** The payment module's face: the provider interface, card checks and the errors a payment can end in. */
export type { Authorization, PaymentProvider } from './provider.js';
export { checkCard, type CardInput } from './card.js';
export { IdempotencyKeyReusedError, InvalidCardError, PaymentOutcomeUnknownError } from './errors.js';
export { createPaymentProvider } from './select.js';
