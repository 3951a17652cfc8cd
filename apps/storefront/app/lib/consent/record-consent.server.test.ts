import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordConsent } from './record-consent.server';

const WEB_ID = '5f0c6a52-9d1e-4c55-8f0a-1c2b3d4e5f60';
const body = {
  categories: { necessary: true, analytics: true, personalisation: false, marketing: false },
  source: 'banner',
  locale: 'fr-CA',
  at: '2026-11-28T12:00:00.000Z',
};

function setup({ token, answer }: { token?: string; answer?: () => Promise<unknown> } = {}) {
  const recordConsentCall = vi.fn(answer ?? (async () => ({ id: 'r1' })));
  const client = { recordConsent: recordConsentCall };
  const shopper = {
    token,
    client: vi.fn(async () => client),
    anonymousClient: vi.fn(() => client),
  };
  const context = { webId: WEB_ID, shopper, logger: { warn: vi.fn() } } as unknown as AppLoadContext;
  return { context, shopper, recordConsentCall };
}

const post = (payload: unknown) =>
  new Request('http://shop.test/consent', {
    method: 'POST',
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /consent (the storefront’s side)', () => {
  it('records with the web id, without starting a session for a visitor who has none', async () => {
    const { context, shopper, recordConsentCall } = setup();
    expect(await recordConsent(post(body), context)).toMatchObject({ status: 201 });
    expect(recordConsentCall).toHaveBeenCalledWith({ ...body, visitorId: WEB_ID });
    expect(shopper.client).not.toHaveBeenCalled();
    expect(shopper.anonymousClient).toHaveBeenCalled();
  });

  it('ties the record to the shopper’s session when there is one', async () => {
    const { context, shopper } = setup({ token: 'a-token' });
    await recordConsent(post(body), context);
    expect(shopper.client).toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{'],
    ['an extra field', { ...body, visitorId: 'someone-else' }],
    ['an unknown source', { ...body, source: 'default' }],
    ['a missing category', { ...body, categories: { analytics: true } }],
  ])('refuses %s with 400 and calls nothing', async (_what, payload) => {
    const { context, recordConsentCall } = setup();
    const answer = await recordConsent(post(payload), context);
    expect(answer.status).toBe(400);
    expect(recordConsentCall).not.toHaveBeenCalled();
  });

  it('passes the engine’s refusal on (429 with its wait), and says 502 when the engine fails', async () => {
    const limited = setup({
      answer: async () => {
        throw new CommerceApiError(429, 'rate_limited', 'Too many attempts.', { retryAfterSeconds: 60 });
      },
    });
    expect(await recordConsent(post(body), limited.context)).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts.', details: { retryAfterSeconds: 60 } } },
    });
    const down = setup({
      answer: async () => {
        throw new Error('connection refused');
      },
    });
    expect((await recordConsent(post(body), down.context)).status).toBe(502);
  });
});
