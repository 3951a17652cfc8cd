import { mailOutbox } from '@ridgeline/commerce/schema';
import { createTestApi } from '@ridgeline/data/testing';
import { SEATTLE, testRegistrationPayload } from '@ridgeline/commerce/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
import { apiFetch } from './test-api-fetch.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
let client: CommerceClient;
beforeAll(async () => {
  t = await createTestApi();
  client = createCommerceClient({ baseUrl: 'http://commerce.internal/api', fetch: apiFetch(t.api) });
});
afterAll(async () => {
  await t.close();
});

const EMAIL = 'katherine@example.com';
const PASSWORD = 'Orbit-Math-1962';

async function lastToken() {
  const rows = await t.handle.db.select().from(mailOutbox);
  const mail = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
}

describe('SDK recovery calls', () => {
  it('resets a password and signs in with a passwordless link', async () => {
    const registered = await client.registerCustomer(
      'en-US',
      testRegistrationPayload(EMAIL, { ...SEATTLE, password: PASSWORD, firstName: 'Katherine', lastName: 'Johnson' }),
    );

    const callbackUri = 'http://127.0.0.1:5173/reset-password-landing';
    expect(await client.requestPasswordReset({ email: EMAIL, locale: 'en-US', callbackUri })).toEqual({
      success: true,
    });
    expect(await client.requestPasswordReset({ email: 'nobody@example.com', locale: 'en-US', callbackUri })).toEqual({
      success: true,
    });
    const token = await lastToken();
    expect(await client.checkEmailLink({ token, purpose: 'password_reset' })).toEqual({ valid: true });
    await client.resetPassword({ token, newPassword: 'Orbit-Math-2026' });
    const signedOut = await client
      .forShopper(registered.token)
      .getCustomer()
      .catch((e: unknown) => e);
    expect(signedOut).toMatchObject({ status: 401 });
    const used = await client.resetPassword({ token, newPassword: 'Orbit-Math-2027' }).catch((e: unknown) => e);
    expect(used).toBeInstanceOf(CommerceApiError);
    expect(used).toMatchObject({ status: 400, code: 'invalid_token', message: 'Invalid token, please try again.' });

    await client.requestPasswordlessLogin({
      email: EMAIL,
      locale: 'en-US',
      callbackUri: 'http://127.0.0.1:5173/passwordless-login-landing',
      redirectUrl: '//evil.com',
    });
    const guest = await client.createGuestSession();
    const result = await client.forShopper(guest.token).passwordlessLogin({ token: await lastToken() });
    expect(result).toMatchObject({ usid: guest.usid, redirectUrl: '/', customer: { email: EMAIL } });
  });

  it('answers feature_unavailable for a callback on another origin', async () => {
    const refused = await client
      .requestPasswordlessLogin({ email: EMAIL, locale: 'en-US', callbackUri: 'https://evil.example/landing' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, code: 'feature_unavailable' });
  });
});
