import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import { checkCard, normaliseCardNumber, summariseCard, type CardSummary } from './card.js';
import {
  IdempotencyKeyReusedError,
  InvalidCardError,
  InvalidPaymentTokenError,
  PaymentOutcomeUnknownError,
  PaymentStateError,
} from './errors.js';
import type { Authorization, AuthorizeRequest, DeclineCode, PaymentProvider } from './provider.js';
import { paymentTestAuthorizations } from './schema.js';

type Behaviour =
  | { outcome: 'approve' }
  | { outcome: 'decline'; code: DeclineCode; message: string }
  /** Nothing is authorised and the caller gets no answer. */
  | { outcome: 'network_error' }
  /** The authorisation happens, but the answer is lost on the way back. */
  | { outcome: 'lost_response' };

const declined = (code: DeclineCode, message: string): Behaviour => ({ outcome: 'decline', code, message });

/**
 * The test provider's documented card numbers (any future expiry, any CVC of the right length).
 * Any other card that passes the checks is declined, as a real service in test mode declines real
 * cards: a shop left on the test provider by mistake fails loudly instead of shipping unpaid orders.
 */
export const TEST_CARDS: Readonly<Record<string, Behaviour & { description: string }>> = {
  '4242424242424242': { outcome: 'approve', description: 'Visa: approved' },
  '5555555555554444': { outcome: 'approve', description: 'Mastercard: approved' },
  '378282246310005': { outcome: 'approve', description: 'American Express: approved (4-digit CVC)' },
  '6011111111111117': { outcome: 'approve', description: 'Discover: approved' },
  '4000000000000002': { ...declined('card_declined', 'Your card was declined.'), description: 'declined' },
  '4000000000009995': {
    ...declined('insufficient_funds', 'Your card has insufficient funds.'),
    description: 'declined: insufficient funds',
  },
  '4000000000000069': { ...declined('expired_card', 'Your card has expired.'), description: 'declined: expired card' },
  '4000000000000127': {
    ...declined('incorrect_cvc', "Your card's security code is incorrect."),
    description: 'declined: incorrect CVC',
  },
  '4000000000000119': {
    outcome: 'network_error',
    description: 'network error before anything happens: PaymentOutcomeUnknownError, getAuthorization answers null',
  },
  '4000000000000135': {
    outcome: 'lost_response',
    description: 'authorised, but the answer is lost: PaymentOutcomeUnknownError, getAuthorization answers the authorisation',
  },
};

const LIVE_CARD = declined(
  'live_card_in_test_mode',
  'Your card was declined. This shop is in test mode: use one of the test card numbers.',
);

/** Tokens stand for a card the provider already holds (as a browser-side tokenisation would give). */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_amex: '378282246310005',
  tok_discover: '6011111111111117',
  tok_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_chargeDeclinedExpiredCard: '4000000000000069',
  tok_chargeDeclinedIncorrectCvc: '4000000000000127',
  tok_networkError: '4000000000000119',
  tok_lostResponse: '4000000000000135',
};

/** Largest amount a card authorisation takes (8 digits, as the big services allow). */
const MAX_AMOUNT_MINOR = 99_999_999;

type Row = typeof paymentTestAuthorizations.$inferSelect;

function toAuthorization(row: Row): Authorization {
  return {
    id: row.id,
    provider: 'test',
    idempotencyKey: row.idempotencyKey,
    orderRef: row.orderRef,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    ...(row.capturedAmountMinor !== null ? { capturedAmountMinor: row.capturedAmountMinor } : {}),
    card: { brand: row.cardBrand as Authorization['card']['brand'], last4: row.cardLast4 },
    ...(row.declineCode ? { decline: { code: row.declineCode as DeclineCode, message: row.declineMessage ?? '' } } : {}),
    createdAt: row.createdAt,
  };
}

function checkRequest(request: AuthorizeRequest): void {
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    throw new InvalidInputError('A payment needs an idempotency key of 1 to 255 characters.');
  }
  if (!Number.isInteger(request.amountMinor) || request.amountMinor < 1 || request.amountMinor > MAX_AMOUNT_MINOR) {
    throw new InvalidInputError(`The amount must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}.`);
  }
  if (!/^[A-Z]{3}$/.test(request.currency)) throw new InvalidInputError('The currency must be an ISO 4217 code such as USD.');
  if (!request.orderRef || request.orderRef.length > 200) {
    throw new InvalidInputError('A payment needs an order reference of 1 to 200 characters.');
  }
}

/** The card number to act on: from the token, or from the typed card once it passes the checks. */
function resolveCard(request: AuthorizeRequest, now: Date): string {
  if (request.token !== undefined) {
    const number = Object.hasOwn(TEST_TOKENS, request.token) ? TEST_TOKENS[request.token] : undefined;
    if (!number) throw new InvalidPaymentTokenError();
    return number;
  }
  const problems = checkCard(request.card, now);
  if (problems.length > 0) throw new InvalidCardError(problems);
  return normaliseCardNumber(request.card.number);
}

function sameRequest(row: Row, request: AuthorizeRequest, card: CardSummary): boolean {
  return (
    row.amountMinor === request.amountMinor &&
    row.currency === request.currency &&
    row.orderRef === request.orderRef &&
    row.cardBrand === card.brand &&
    row.cardLast4 === card.last4
  );
}

export type TestPaymentProviderOptions = {
  db: Database;
  /** The clock card expiry is checked against. */
  now?: () => Date;
};

/**
 * A payment provider for development and tests that behaves like a real one: it checks cards,
 * answers the documented test numbers (TEST_CARDS) with approvals, declines and network failures,
 * and keeps its authorisations in `payment_test_authorizations` keyed by idempotency key, so
 * repeating a key — concurrently, from another instance, after a restart — answers the same
 * authorisation and never a second one. It keeps brand and last four digits, never the number.
 */
export function createTestPaymentProvider(options: TestPaymentProviderOptions): PaymentProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function findByKey(key: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(paymentTestAuthorizations)
      .where(eq(paymentTestAuthorizations.idempotencyKey, key))
      .limit(1);
    return row;
  }

  async function findById(id: string): Promise<Row> {
    const [row] = await db.select().from(paymentTestAuthorizations).where(eq(paymentTestAuthorizations.id, id)).limit(1);
    if (!row) throw new NotFoundError('Authorization', id);
    return row;
  }

  function replay(row: Row, request: AuthorizeRequest, card: CardSummary): Authorization {
    if (!sameRequest(row, request, card)) throw new IdempotencyKeyReusedError(request.idempotencyKey);
    return toAuthorization(row);
  }

  return {
    name: 'test',

    async authorize(request) {
      checkRequest(request);
      const number = resolveCard(request, now());
      const card = summariseCard(number);

      const earlier = await findByKey(request.idempotencyKey);
      if (earlier) return replay(earlier, request, card);

      const behaviour: Behaviour = TEST_CARDS[number] ?? LIVE_CARD;
      if (behaviour.outcome === 'network_error') {
        throw new PaymentOutcomeUnknownError(
          'The payment service did not answer. The card may or may not have been charged.',
          request.idempotencyKey,
        );
      }
      const decline = behaviour.outcome === 'decline' ? behaviour : undefined;
      // The unique idempotency key decides between concurrent requests: one row wins, the others read it.
      const [inserted] = await db
        .insert(paymentTestAuthorizations)
        .values({
          id: `tauth_${randomBytes(12).toString('hex')}`,
          idempotencyKey: request.idempotencyKey,
          orderRef: request.orderRef,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: decline ? 'declined' : 'authorized',
          cardBrand: card.brand,
          cardLast4: card.last4,
          declineCode: decline?.code ?? null,
          declineMessage: decline?.message ?? null,
        })
        .onConflictDoNothing({ target: paymentTestAuthorizations.idempotencyKey })
        .returning();
      if (!inserted) {
        const winner = await findByKey(request.idempotencyKey);
        if (!winner) throw new Error(`Authorization '${request.idempotencyKey}' conflicted but cannot be read.`);
        return replay(winner, request, card);
      }
      if (behaviour.outcome === 'lost_response') {
        throw new PaymentOutcomeUnknownError(
          'The connection to the payment service was lost before it answered. The card may have been charged.',
          request.idempotencyKey,
        );
      }
      return toAuthorization(inserted);
    },

    async capture({ authorizationId, amountMinor }) {
      if (amountMinor !== undefined && (!Number.isInteger(amountMinor) || amountMinor < 1)) {
        throw new InvalidInputError('The amount to capture must be a whole number of minor units, more than 0.');
      }
      const t = paymentTestAuthorizations;
      const [captured] = await db
        .update(t)
        .set({ status: 'captured', capturedAmountMinor: amountMinor ?? sql`${t.amountMinor}`, capturedAt: sql`now()` })
        .where(
          and(
            eq(t.id, authorizationId),
            eq(t.status, 'authorized'),
            amountMinor === undefined ? undefined : sql`${amountMinor} <= ${t.amountMinor}`,
          ),
        )
        .returning();
      if (captured) return toAuthorization(captured);

      const row = await findById(authorizationId);
      if (row.status === 'captured') {
        if (amountMinor !== undefined && amountMinor !== row.capturedAmountMinor) {
          throw new PaymentStateError(`Authorization '${row.id}' was already captured for a different amount.`);
        }
        return toAuthorization(row);
      }
      if (row.status === 'authorized') {
        throw new PaymentStateError(`Cannot capture more than the ${row.amountMinor} authorised on '${row.id}'.`);
      }
      throw new PaymentStateError(`Authorization '${row.id}' is ${row.status} and cannot be captured.`);
    },

    async cancel({ authorizationId }) {
      const t = paymentTestAuthorizations;
      const [voided] = await db
        .update(t)
        .set({ status: 'voided', voidedAt: sql`now()` })
        .where(and(eq(t.id, authorizationId), eq(t.status, 'authorized')))
        .returning();
      if (voided) return toAuthorization(voided);
      const row = await findById(authorizationId);
      if (row.status === 'captured') {
        throw new PaymentStateError(`Authorization '${row.id}' is captured: refund it instead of cancelling.`);
      }
      // Already cancelled, or declined: nothing is reserved on the card.
      return toAuthorization(row);
    },

    async getAuthorization(idempotencyKey) {
      const row = await findByKey(idempotencyKey);
      return row ? toAuthorization(row) : null;
    },
  };
}
