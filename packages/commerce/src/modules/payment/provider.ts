import type { CardBrand, CardInput } from './card.js';

/**
 * What the engine needs from a payment service. The order module talks to this interface only;
 * the built-in test provider (test-provider.ts) implements it against a table of its own.
 *
 * A real provider plugs in behind the same interface:
 * - the storefront tokenises the card in the browser with the provider's own script, so card
 *   numbers never reach this server; `authorize` receives `{ token }` and never `{ card }`
 *   (passing raw card data to a real service would put the whole shop in PCI DSS scope);
 * - `idempotencyKey` goes into the provider's idempotency header (Stripe `Idempotency-Key`,
 *   Adyen `Idempotency-Key`, Braintree/PayPal `PayPal-Request-Id`), and `getAuthorization` looks
 *   the payment up by the same key (metadata search, or the provider's idempotent replay);
 * - timeouts, connection resets and 5xx answers are thrown as `PaymentOutcomeUnknownError`: the
 *   caller must not assume the card was not charged, and settles it with `getAuthorization`;
 * - declines (the issuer said no) are answers, not errors: `status: 'declined'` with a message
 *   fit for the shopper;
 * - add it to `createPaymentProvider` (select.ts) under its `PAYMENT_PROVIDER` name, with its
 *   secrets from the environment.
 */
export interface PaymentProvider {
  /** `test`, `stripe`…: stored with the order so a payment is always looked up where it was made. */
  readonly name: string;
  /**
   * Reserves the amount on the card. The same `idempotencyKey` always answers the same
   * authorisation (or the same decline) and never charges twice, even from another process or
   * after a restart. Throws `InvalidCardError` when the card is not acceptable as typed (nothing
   * is recorded), `PaymentOutcomeUnknownError` when it cannot know whether the charge happened.
   */
  authorize(request: AuthorizeRequest): Promise<Authorization>;
  /** Takes the authorised amount (or less). Capturing a captured authorisation again answers it unchanged. */
  capture(request: { authorizationId: string; amountMinor?: number }): Promise<Authorization>;
  /** Releases an authorisation that will not be captured. Cancelling twice is harmless. */
  cancel(request: { authorizationId: string }): Promise<Authorization>;
  /** What happened under this key, or null if nothing did: how a restarted server settles an unknown outcome. */
  getAuthorization(idempotencyKey: string): Promise<Authorization | null>;
}

export type AuthorizeRequest = {
  /** One per payment attempt of an order, e.g. `order-<id>-payment-1`; at most 255 characters. */
  idempotencyKey: string;
  /** Integer minor units, more than 0. */
  amountMinor: number;
  /** ISO 4217, e.g. `USD`. */
  currency: string;
  /** The order this pays for, kept by the provider for reconciliation. */
  orderRef: string;
} & ({ card: CardInput; token?: never } | { token: string; card?: never });

export type AuthorizationStatus = 'authorized' | 'declined' | 'captured' | 'voided';

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'live_card_in_test_mode';

export type Authorization = {
  /** The provider's id for this authorisation. */
  id: string;
  provider: string;
  idempotencyKey: string;
  orderRef: string;
  status: AuthorizationStatus;
  amountMinor: number;
  currency: string;
  /** Set once captured. */
  capturedAmountMinor?: number;
  /** Never more than brand and last four digits. */
  card: { brand: CardBrand; last4: string };
  /** Why the issuer said no, with a message to show the shopper. */
  decline?: { code: DeclineCode; message: string };
  createdAt: Date;
};
