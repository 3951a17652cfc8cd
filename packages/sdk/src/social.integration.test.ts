import { createApi, silentLogger, type DatabaseHandle } from '@ridgeline/commerce';
import { createTestDatabase, startFakeIssuer, type FakeIssuer } from '@ridgeline/commerce/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
import { apiFetch } from './test-api-fetch.js';

const CLIENT = { clientId: 'sdk-test', clientSecret: 'sdk-secret' };
const REDIRECT = 'http://127.0.0.1:5173/social-callback';

let issuer: FakeIssuer;
let handle: DatabaseHandle;
let client: CommerceClient;
beforeAll(async () => {
  issuer = await startFakeIssuer(CLIENT);
  handle = await createTestDatabase();
  const api = createApi({
    db: handle.db,
    logger: silentLogger,
    social: { google: { provider: 'google', ...CLIENT, issuer: issuer.issuer, scope: 'openid email profile' } },
  });
  client = createCommerceClient({ baseUrl: 'http://commerce.internal/api', fetch: apiFetch(api) });
});
afterAll(async () => {
  await handle?.close();
  await issuer?.close();
});

describe('SDK social sign-in calls', () => {
  it('starts at the provider and completes with its code: a new token for the same usid', async () => {
    const guest = await client.createGuestSession();
    const shopper = client.forShopper(guest.token);
    const started = await shopper.startSocialLogin({ hint: 'Google', redirectUri: REDIRECT });
    expect(started.provider).toBe('google');
    const { code, state } = issuer.authorize(started.authorizationUrl, {
      sub: 'sdk-sub',
      email: 'linus@example.com',
      email_verified: true,
      given_name: 'Linus',
    });
    const result = await shopper.completeSocialLogin('en-US', { code, state });
    expect(result).toMatchObject({ usid: guest.usid, isNew: true, customer: { firstName: 'Linus' } });
    expect((await client.forShopper(result.token).getCustomer()).email).toBe('linus@example.com');
  });

  it('answers refusals as CommerceApiErrors with their codes', async () => {
    const shopper = client.forShopper((await client.createGuestSession()).token);
    const unavailable = await shopper
      .startSocialLogin({ hint: 'Apple', redirectUri: REDIRECT })
      .catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(CommerceApiError);
    expect(unavailable).toMatchObject({ status: 503, code: 'feature_unavailable' });
    const badState = await shopper.completeSocialLogin('en-US', { code: 'x', state: 'y' }).catch((e: unknown) => e);
    expect(badState).toMatchObject({ status: 400, code: 'invalid_state' });
  });
});
