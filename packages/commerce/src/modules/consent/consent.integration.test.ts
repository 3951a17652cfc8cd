import { createTestApi } from '@ridgeline/data/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../http/client-ip.js';
import { consentRecords } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const VISITOR = '5f0c6a52-9d1e-4c55-8f0a-1c2b3d4e5f60';
const choice = (overrides: Record<string, unknown> = {}) => ({
  visitorId: VISITOR,
  categories: { necessary: true, analytics: true, personalisation: false, marketing: false },
  source: 'banner',
  locale: 'fr-CA',
  at: new Date().toISOString(),
  ...overrides,
});

type Answer = {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
};

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.api.request('/shopper/consents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '198.51.100.4', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

const stored = () => t.handle.db.select().from(consentRecords);

describe('POST /shopper/consents', () => {
  it('records a visitor’s choice without a session', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const { status, body } = await post(choice({ at }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      categories: { necessary: true, analytics: true, personalisation: false, marketing: false },
      source: 'banner',
      locale: 'fr-CA',
      at,
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitorId: VISITOR,
      sessionUsid: null,
      customerId: null,
      analytics: true,
      personalisation: false,
      marketing: false,
      source: 'banner',
    });
  });

  it('ties the record to the shopper session when a token comes with it; a dead token still records', async () => {
    const guest = (await (await t.api.request('/shopper/sessions/guest', { method: 'POST' })).json()) as {
      usid: string;
      token: string;
    };
    expect((await post(choice({ source: 'gpc' }), { authorization: `Bearer ${guest.token}` })).status).toBe(201);
    expect((await post(choice({ source: 'dialog' }), { authorization: 'Bearer not-a-token' })).status).toBe(201);
    const rows = await stored();
    expect(rows.find((r) => r.source === 'gpc')?.sessionUsid).toBe(guest.usid);
    expect(rows.find((r) => r.source === 'dialog')?.sessionUsid).toBeNull();
  });

  it.each([
    ['no body', '{'],
    ['an unknown source', choice({ source: 'cookie-wall' })],
    ['a visitor id that is not a web id', choice({ visitorId: 'abc' })],
    [
      'necessary turned off',
      choice({ categories: { necessary: false, analytics: true, personalisation: true, marketing: true } }),
    ],
    ['a missing category', choice({ categories: { analytics: true, personalisation: true } })],
    ['an extra field', choice({ customerId: 'c-1' })],
    [
      'a category that is not a boolean',
      choice({ categories: { analytics: 'yes', personalisation: true, marketing: true } }),
    ],
    ['a bad locale', choice({ locale: 'english' })],
    ['a time in the future', choice({ at: new Date(Date.now() + 3_600_000).toISOString() })],
    ['a time long past', choice({ at: '2020-01-01T00:00:00Z' })],
    ['a time that is no time', choice({ at: 'yesterday' })],
  ])('refuses %s with 400 and records nothing', async (_what, body) => {
    const { status, body: answer } = await post(body);
    expect(status).toBe(400);
    expect(answer.error?.message).toBeTruthy();
    expect(await stored()).toHaveLength(0);
  });

  it('limits one visitor to 20 records in 15 minutes: the 21st is 429 with Retry-After and not stored', async () => {
    for (let i = 0; i < 20; i++) expect((await post(choice())).status).toBe(201);
    const refused = await post(choice());
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('rate_limited');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(20);
    // Another visitor from another address is not held up.
    const other = choice({ visitorId: '0b6f2a4e-5c1d-4f7a-9e3b-2d8c6a1f0e95' });
    expect((await post(other, { [CLIENT_IP_HEADER]: '198.51.100.5' })).status).toBe(201);
  });
});
