import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../http/client-ip.js';
import { createTestApi } from '@ridgeline/data/testing';
import { type JsonBody } from '../../testing/shopper-call.js';
import { LIMITS } from '../rate-limit/policies.js';
import { registerTestCustomer, SEATTLE } from '../../testing/customers.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const PASSWORD = 'Trail-Runner-2026';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as JsonBody,
  };
}

const registerAda = () =>
  registerTestCustomer(t.api, 'ada@example.com', { ...SEATTLE, lastName: 'Hara', password: PASSWORD });

const login = (password: string, headers: Record<string, string> = {}, email = 'ada@example.com') =>
  post('/shopper/auth/login', { email, password }, headers);

describe('brute force on password sign-in', () => {
  it('answers 429 with Retry-After from the 11th wrong password, even for the right one, whatever X-Forwarded-For says', async () => {
    await registerAda();
    const edge = { [CLIENT_IP_HEADER]: '203.0.113.7' };
    for (let i = 1; i <= 10; i++) {
      const answer = await login(`Wrong-${i}`, { ...edge, 'x-forwarded-for': `198.51.100.${i}` });
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await login('Wrong-11', { ...edge, 'x-forwarded-for': '198.51.100.99' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);
    const started = performance.now();
    expect((await login(PASSWORD, edge)).status).toBe(429);
    // No hash is checked while blocked: far quicker than one argon2id verification.
    expect(performance.now() - started).toBeLessThan(1_000);
    // Another address (as the edge saw it) may still sign in.
    expect((await login(PASSWORD, { [CLIENT_IP_HEADER]: '192.0.2.10' })).status).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const edge = { [CLIENT_IP_HEADER]: '203.0.113.8' };
    for (let i = 1; i <= 50; i++) expect((await login('Wrong-1', edge, `user${i}@example.com`)).status).toBe(401);
    expect((await login('Wrong-1', edge, 'user51@example.com')).status).toBe(429);
  }, 60_000);

  it('clears the count of an address after a successful sign-in', async () => {
    await registerAda();
    const edge = { [CLIENT_IP_HEADER]: '203.0.113.9' };
    for (let i = 1; i <= 9; i++) await login(`Wrong-${i}`, edge);
    expect((await login(PASSWORD, edge)).status).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login(`Wrong-${i}`, edge)).status).toBe(401);
  }, 60_000);
});

describe('precheck', () => {
  it('says register for a new e-mail and login for a known one, with the registration settings', async () => {
    const fresh = await post('/custom/auth/v1/organizations/ridgeline/precheck-customer', {
      gatewayEmail: 'ada@example.com',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      registrationStep: 'register',
      loyaltyJoinBanner: true,
      updatePostalCode: false,
      passwordConstraints: { minLength: 8 },
    });
    expect(Object.keys(fresh.body.registerFormSettings).sort()).toEqual(
      [
        'canEnrollInLoyalty',
        'isAccountCreationCaptchaEnabled',
        'isBirthdayStepEnabled',
        'isCustomerOptInDefaultEnabled',
        'isExcludeNoFiTerms',
        'isFormatPhoneNumber',
        'isLoyaltyExplicitConsentRequired',
        'isSmsOptInEnabled',
        'loyaltyPrivacyConsentRequired',
      ].sort(),
    );
    await registerAda();
    const known = await post('/custom/auth/v1/organizations/ridgeline/precheck-customer', {
      gatewayEmail: ' ADA@example.com',
    });
    expect(known.body.registrationStep).toBe('login');
  });

  it('is limited per address', async () => {
    const edge = { [CLIENT_IP_HEADER]: '203.0.113.20' };
    for (let i = 0; i < LIMITS.precheckPerIp.max; i++) {
      await post(
        '/custom/auth/v1/organizations/ridgeline/precheck-customer',
        { gatewayEmail: `u${i}@example.com` },
        edge,
      );
    }
    const blocked = await post(
      '/custom/auth/v1/organizations/ridgeline/precheck-customer',
      { gatewayEmail: 'x@example.com' },
      edge,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).not.toBeNull();
  }, 60_000);
});
