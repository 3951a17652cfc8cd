import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { createTestDatabase } from '../../testing/test-database.js';
import {
  IdempotencyKeyReusedError,
  InvalidCardError,
  InvalidPaymentTokenError,
  PaymentOutcomeUnknownError,
  PaymentStateError,
} from './errors.js';
import type { AuthorizeRequest, PaymentProvider } from './provider.js';
import { paymentTestAuthorizations } from './schema.js';
import { createTestPaymentProvider } from './test-provider.js';

let handle: DatabaseHandle;
let provider: PaymentProvider;
beforeEach(async () => {
  handle = await createTestDatabase();
  provider = createTestPaymentProvider({ db: handle.db });
});
afterEach(async () => {
  await handle.close();
});

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' };

function request(overrides: Partial<AuthorizeRequest> & { number?: string } = {}): AuthorizeRequest {
  const { number, ...rest } = overrides;
  return {
    idempotencyKey: 'order-1-payment-1',
    amountMinor: 12_999,
    currency: 'USD',
    orderRef: 'RL-000001',
    card: { ...CARD, ...(number ? { number } : {}) },
    ...rest,
  } as AuthorizeRequest;
}

const stored = () => handle.db.select().from(paymentTestAuthorizations);

describe('authorize', () => {
  it('approves a test card and keeps only its brand and last four digits', async () => {
    const auth = await provider.authorize(request());
    expect(auth).toMatchObject({
      provider: 'test',
      status: 'authorized',
      amountMinor: 12_999,
      currency: 'USD',
      orderRef: 'RL-000001',
      idempotencyKey: 'order-1-payment-1',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(auth.id).toMatch(/^tauth_[0-9a-f]{24}$/);
    expect(auth.decline).toBeUndefined();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
    expect(Object.keys(rows[0]!)).not.toEqual(expect.arrayContaining(['cvc']));
  });

  it('answers the same key with the same authorisation, never a second one, even after a restart', async () => {
    const first = await provider.authorize(request());
    const again = await provider.authorize(request());
    const restarted = createTestPaymentProvider({ db: handle.db });
    const afterRestart = await restarted.authorize(request());
    expect(again).toEqual(first);
    expect(afterRestart).toEqual(first);
    expect(await restarted.getAuthorization('order-1-payment-1')).toEqual(first);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a key reused for a different payment', async () => {
    await provider.authorize(request());
    await expect(provider.authorize(request({ amountMinor: 1 }))).rejects.toThrow(IdempotencyKeyReusedError);
    await expect(provider.authorize(request({ orderRef: 'RL-000002' }))).rejects.toThrow(IdempotencyKeyReusedError);
    await expect(provider.authorize(request({ number: '5555 5555 5555 4444' }))).rejects.toThrow(IdempotencyKeyReusedError);
    expect(await stored()).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002, and answers a retry with the same decline', async () => {
    const declined = await provider.authorize(request({ number: '4000 0000 0000 0002' }));
    expect(declined).toMatchObject({
      status: 'declined',
      decline: { code: 'card_declined', message: 'Your card was declined.' },
      card: { brand: 'visa', last4: '0002' },
    });
    expect(await provider.authorize(request({ number: '4000 0000 0000 0002' }))).toEqual(declined);
    expect(await stored()).toHaveLength(1);
    // A new attempt with another card needs a new key.
    const retried = await provider.authorize(request({ idempotencyKey: 'order-1-payment-2' }));
    expect(retried.status).toBe('authorized');
  });

  it('declines the other documented numbers with their reasons, and a card that is not a test card', async () => {
    const cases = [
      ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
      ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
      ['4000 0000 0000 0010', 'live_card_in_test_mode', expect.stringContaining('test mode')],
    ] as const;
    for (const [number, code, message] of cases) {
      const auth = await provider.authorize(request({ idempotencyKey: `k-${number}`, number }));
      expect(auth, number).toMatchObject({ status: 'declined', decline: { code, message } });
    }
  });

  it('rejects a card that fails the checks, recording nothing', async () => {
    const error = await provider
      .authorize(request({ card: { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '1' } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCardError);
    expect((error as InvalidCardError).problems.map((p) => p.field)).toEqual(['number', 'expiry', 'cvc']);
    expect((error as InvalidCardError).status).toBe(422);
    expect(await stored()).toHaveLength(0);
    expect(await provider.getAuthorization('order-1-payment-1')).toBeNull();
  });

  it('checks amount, currency, key and order reference', async () => {
    for (const bad of [{ amountMinor: 0 }, { amountMinor: 1.5 }, { currency: 'usd' }, { idempotencyKey: '' }, { orderRef: '' }]) {
      await expect(provider.authorize(request(bad)), JSON.stringify(bad)).rejects.toMatchObject({ code: 'invalid_input' });
    }
  });

  it('throws an unknown outcome on 4000 0000 0000 0119, with nothing authorised', async () => {
    const error = await provider.authorize(request({ number: '4000 0000 0000 0119' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    expect((error as PaymentOutcomeUnknownError).idempotencyKey).toBe('order-1-payment-1');
    expect(await provider.getAuthorization('order-1-payment-1')).toBeNull();
  });

  it('throws an unknown outcome on 4000 0000 0000 0135 although it authorised: getAuthorization finds it', async () => {
    await expect(provider.authorize(request({ number: '4000 0000 0000 0135' }))).rejects.toThrow(PaymentOutcomeUnknownError);
    const found = await createTestPaymentProvider({ db: handle.db }).getAuthorization('order-1-payment-1');
    expect(found).toMatchObject({ status: 'authorized', card: { last4: '0135' } });
    // Retrying with the same key answers that authorisation instead of charging again.
    expect(await provider.authorize(request({ number: '4000 0000 0000 0135' }))).toEqual(found);
    expect(await stored()).toHaveLength(1);
  });

  it('takes tokens for test cards and refuses unknown ones', async () => {
    const base = { idempotencyKey: 't-1', amountMinor: 500, currency: 'CAD', orderRef: 'RL-9' };
    expect(await provider.authorize({ ...base, token: 'tok_amex' })).toMatchObject({
      status: 'authorized',
      card: { brand: 'amex', last4: '0005' },
    });
    expect(await provider.authorize({ ...base, idempotencyKey: 't-2', token: 'tok_chargeDeclined' })).toMatchObject({
      status: 'declined',
    });
    await expect(provider.authorize({ ...base, idempotencyKey: 't-3', token: 'tok_nope' })).rejects.toThrow(InvalidPaymentTokenError);
    await expect(provider.authorize({ ...base, idempotencyKey: 't-3', token: 'constructor' })).rejects.toThrow(InvalidPaymentTokenError);
  });
});

describe('capture and cancel', () => {
  it('captures the authorised amount once; capturing again answers the same', async () => {
    const auth = await provider.authorize(request());
    const captured = await provider.capture({ authorizationId: auth.id });
    expect(captured).toMatchObject({ status: 'captured', capturedAmountMinor: 12_999 });
    expect(await provider.capture({ authorizationId: auth.id })).toEqual(captured);
    expect(await provider.capture({ authorizationId: auth.id, amountMinor: 12_999 })).toEqual(captured);
    await expect(provider.capture({ authorizationId: auth.id, amountMinor: 100 })).rejects.toThrow(PaymentStateError);
    await expect(provider.cancel({ authorizationId: auth.id })).rejects.toThrow(/refund it instead/);
  });

  it('captures less than authorised, never more', async () => {
    const auth = await provider.authorize(request());
    await expect(provider.capture({ authorizationId: auth.id, amountMinor: 13_000 })).rejects.toThrow(PaymentStateError);
    expect(await provider.capture({ authorizationId: auth.id, amountMinor: 10_000 })).toMatchObject({
      status: 'captured',
      capturedAmountMinor: 10_000,
    });
  });

  it('cancels an authorisation, harmlessly twice, and then cannot capture it', async () => {
    const auth = await provider.authorize(request());
    const voided = await provider.cancel({ authorizationId: auth.id });
    expect(voided.status).toBe('voided');
    expect(await provider.cancel({ authorizationId: auth.id })).toEqual(voided);
    await expect(provider.capture({ authorizationId: auth.id })).rejects.toThrow(/voided and cannot be captured/);
  });

  it('cannot capture a decline, and knows no made-up id', async () => {
    const declined = await provider.authorize(request({ number: '4000 0000 0000 0002' }));
    await expect(provider.capture({ authorizationId: declined.id })).rejects.toThrow(/declined and cannot be captured/);
    await expect(provider.capture({ authorizationId: 'tauth_nope' })).rejects.toThrow(NotFoundError);
    await expect(provider.cancel({ authorizationId: 'tauth_nope' })).rejects.toThrow(NotFoundError);
  });
});

describe('concurrency', () => {
  it('answers concurrent requests with the same key, from two servers, with one authorisation', async () => {
    const other = createTestPaymentProvider({ db: handle.db });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? provider : other).authorize(request({ idempotencyKey: 'race' }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await handle.db
      .select()
      .from(paymentTestAuthorizations)
      .where(eq(paymentTestAuthorizations.idempotencyKey, 'race'));
    expect(rows).toHaveLength(1);
  });

  it('captures once when two captures race', async () => {
    const auth = await provider.authorize(request());
    const results = await Promise.all(Array.from({ length: 8 }, () => provider.capture({ authorizationId: auth.id })));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['captured']));
    expect(new Set(results.map((r) => r.capturedAmountMinor))).toEqual(new Set([12_999]));
  });
});
