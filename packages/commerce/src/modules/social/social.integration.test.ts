import { seedCatalogue } from '@ridgeline/data';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createApi } from '../../http/app.js';
import type { LogFields, Logger } from '../../logger.js';
import { stockedVariants } from '../../testing/stock.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { TEST_CATALOGUE } from '@ridgeline/data/testing';
import { shopperCall, type JsonBody } from '../../testing/shopper-call.js';
import { customers } from '../customer/schema.js';
import { socialConfigFor, startFakeIssuer, type FakeIdentity, type FakeIssuer } from './fake-issuer.js';
import { clearOidcCaches } from './oidc.js';
import { socialAuthRequests, socialIdentities } from './schema.js';
import { registerTestCustomerAnswer, SEATTLE } from '../../testing/customers.js';

const CLIENT = { clientId: 'ridgeline-test', clientSecret: 'test-secret' };
const REDIRECT = 'http://127.0.0.1:5173/social-callback';

let issuer: FakeIssuer;
let handle: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let logged: LogFields[];

beforeAll(async () => {
  issuer = await startFakeIssuer(CLIENT);
});
afterAll(async () => {
  await issuer.close();
});
beforeEach(async () => {
  clearOidcCaches();
  handle = await createTestDatabase({
    key: 'catalogue',
    prepare: (h) => seedCatalogue(h, TEST_CATALOGUE).then(() => undefined),
  });
  logged = [];
  const logger: Logger = { info: () => {}, warn: (f) => logged.push(f), error: (f) => logged.push(f) };
  const social = socialConfigFor(issuer.issuer, CLIENT);
  api = createApi({ db: handle.db, logger, social });
});
afterEach(async () => {
  await handle.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(api, token, method, path, body);

async function guest() {
  return (await call(undefined, 'POST', '/shopper/sessions/guest')).body as { token: string; usid: string };
}

async function start(token: string, hint = 'Google') {
  return call(token, 'POST', '/shopper/auth/social/authorize', { hint, redirectUri: REDIRECT });
}

/** A whole sign-in: start, the shopper signs in at the provider as `identity`, the callback. */
async function signIn(token: string, identity: FakeIdentity, hint = 'Google', user?: JsonBody) {
  const started = await start(token, hint);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { code, state } = issuer.authorize(started.body.authorizationUrl, identity);
  return call(token, 'POST', '/shopper/auth/social/callback?locale=en-CA', { code, state, ...(user ? { user } : {}) });
}

const ada: FakeIdentity = {
  sub: 'google-sub-ada',
  email: 'Ada@Example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
};

async function registerWithPassword(email: string) {
  const { token } = await guest();
  return registerTestCustomerAnswer(api, email, { ...SEATTLE, firstName: 'Pat', lastName: 'Owner', token });
}

describe('starting a social sign-in', () => {
  it('answers the provider’s authorization URL: code flow, S256 challenge, state and nonce, kept hashed for 10 minutes', async () => {
    const session = await guest();
    const started = await start(session.token);
    expect(started.status).toBe(200);
    expect(started.body.provider).toBe('google');
    const url = new URL(started.body.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.response_mode).toBeUndefined();

    const [row] = await handle.db.select().from(socialAuthRequests);
    expect(row!.usid).toBe(session.usid);
    const stored = JSON.stringify(row);
    for (const secret of [params.state, params.nonce]) expect(stored).not.toContain(secret);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(10);
  });

  it('asks Apple to post the answer back (response_mode=form_post, name and e-mail scopes)', async () => {
    const started = await start((await guest()).token, 'Apple');
    const params = new URL(started.body.authorizationUrl).searchParams;
    expect(params.get('response_mode')).toBe('form_post');
    expect(params.get('scope')).toBe('openid email name');
  });

  it('refuses an unknown identity provider and logs it as an error; a provider not configured is unavailable', async () => {
    const session = await guest();
    const unknown = await start(session.token, 'Facebook');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_identity_provider');
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'Unknown identity provider', hint: 'Facebook' }));

    const bare = createApi({ db: handle.db, logger: { info() {}, warn() {}, error() {} }, social: {} });
    const unavailable = await shopperCall(bare, session.token, 'POST', '/shopper/auth/social/authorize', {
      hint: 'Google',
      redirectUri: REDIRECT,
    });
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.error).toMatchObject({
      code: 'feature_unavailable',
      message: 'This feature is not currently available.',
    });
  });

  it('needs a shopper session and a well-formed request', async () => {
    expect(
      (await call(undefined, 'POST', '/shopper/auth/social/authorize', { hint: 'Google', redirectUri: REDIRECT }))
        .status,
    ).toBe(401);
    const session = await guest();
    const smuggled = await call(session.token, 'POST', '/shopper/auth/social/authorize', {
      hint: 'Google',
      redirectUri: REDIRECT,
      customerId: 'someone-else',
    });
    expect(smuggled.status).toBe(400);
    const script = await call(session.token, 'POST', '/shopper/auth/social/authorize', {
      hint: 'Google',
      redirectUri: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
  });
});

describe('completing a social sign-in', () => {
  it('registers a new customer from the verified claims and signs the guest session in like a login (new token, bag merged)', async () => {
    const session = await guest();
    const [variant] = await stockedVariants(handle.db, 1, 5);
    await call(session.token, 'POST', '/baskets/current/items?locale=en-US', { productId: variant!.id, quantity: 2 });

    const result = await signIn(session.token, ada);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({
      usid: session.usid,
      isNew: true,
      customer: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        isRegistered: true,
        preferredLocale: 'en-CA',
      },
    });
    expect(result.body.token).not.toBe(session.token);
    expect((await call(session.token, 'GET', '/shopper/customers/me')).status).toBe(401);
    const me = await call(result.body.token, 'GET', '/shopper/customers/me');
    expect(me.body.customerId).toBe(result.body.customer.customerId);
    const bag = await call(result.body.token, 'GET', '/baskets/current?locale=en-US');
    expect(bag.body.productItems.map((i: JsonBody) => [i.productId, i.quantity])).toEqual([[variant!.id, 2]]);

    const [row] = await handle.db.select().from(customers).where(eq(customers.email, 'ada@example.com'));
    expect(row!.passwordHash).toBeNull();
    // The token request carried the PKCE verifier and the client secret.
    expect(issuer.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_secret: CLIENT.clientSecret,
    });
    expect(issuer.tokenRequests.at(-1)!.code_verifier).toMatch(/^[\w-]{43}$/);
  });

  it('keys identities by (provider, subject): the same subject signs into the same account again, whatever its e-mail now', async () => {
    const first = await signIn((await guest()).token, ada);
    const again = await signIn((await guest()).token, { ...ada, email: 'ada.new@example.com', given_name: 'Augusta' });
    expect(again.status).toBe(200);
    expect(again.body.isNew).toBe(false);
    expect(again.body.customer.customerId).toBe(first.body.customer.customerId);
    expect(again.body.customer.email).toBe('ada@example.com');

    // Another subject at the same provider is another person.
    const other = await signIn((await guest()).token, {
      sub: 'google-sub-grace',
      email: 'grace@example.com',
      email_verified: true,
    });
    expect(other.body.customer.customerId).not.toBe(first.body.customer.customerId);
    expect(other.body.customer.firstName).toBe('');

    // The same subject string at Apple is not the Google identity: it links by its own verified e-mail.
    const apple = await signIn(
      (await guest()).token,
      { sub: 'google-sub-grace', email: 'someone@example.com', email_verified: 'true' },
      'Apple',
      {
        firstName: 'Some',
        lastName: 'One',
      },
    );
    expect(apple.body.isNew).toBe(true);
    expect(apple.body.customer).toMatchObject({ firstName: 'Some', lastName: 'One', email: 'someone@example.com' });
    const identities = await handle.db.select().from(socialIdentities);
    expect(identities.map((i) => `${i.provider}:${i.subject}`).sort()).toEqual([
      'apple:google-sub-grace',
      'google:google-sub-ada',
      'google:google-sub-grace',
    ]);
  });

  it('links an existing account only with a verified e-mail, and ends the sessions opened before the link', async () => {
    const owner = await registerWithPassword('pat@example.com');
    const linked = await signIn((await guest()).token, {
      sub: 'google-sub-pat',
      email: 'pat@example.com',
      email_verified: true,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      isNew: false,
      customer: { customerId: owner.customer.customerId, firstName: 'Pat' },
    });
    expect((await call(owner.token, 'GET', '/shopper/customers/me')).status).toBe(401);
    expect((await call(linked.body.token, 'GET', '/shopper/customers/me')).status).toBe(200);
  });

  it('never lets an unverified e-mail take over an account (nor open one)', async () => {
    const owner = await registerWithPassword('victim@example.com');
    const session = await guest();
    const attempt = await signIn(session.token, {
      sub: 'attacker',
      email: 'victim@example.com',
      email_verified: false,
    });
    expect(attempt.status).toBe(409);
    expect(attempt.body.error.code).toBe('email_not_verified');
    expect(attempt.body.token).toBeUndefined();
    expect(await handle.db.select().from(socialIdentities)).toEqual([]);
    // The attacker's session is still a guest; the owner's session is untouched.
    expect((await call(session.token, 'GET', '/shopper/customers/me')).status).toBe(403);
    expect((await call(owner.token, 'GET', '/shopper/customers/me')).body.email).toBe('victim@example.com');

    const fresh = await signIn((await guest()).token, {
      sub: 'nobody',
      email: 'new@example.com',
      email_verified: false,
    });
    expect(fresh.status).toBe(409);
    const noEmail = await signIn((await guest()).token, { sub: 'hidden', email_verified: true });
    expect(noEmail.status).toBe(409);
    expect(await handle.db.select().from(customers).where(eq(customers.email, 'new@example.com'))).toEqual([]);
  });
});

describe('attacks on the callback', () => {
  it('wrong state → 400: unknown, or started by another session', async () => {
    const session = await guest();
    const started = await start(session.token);
    const { code, state } = issuer.authorize(started.body.authorizationUrl, ada);
    const unknown = await call(session.token, 'POST', '/shopper/auth/social/callback', { code, state: state + 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('invalid_state');

    // Login CSRF: the attacker's own code and state, replayed in the victim's browser, do nothing.
    const victim = await guest();
    const foreign = await call(victim.token, 'POST', '/shopper/auth/social/callback', { code, state });
    expect(foreign.status).toBe(400);
    expect((await call(victim.token, 'GET', '/shopper/customers/me')).status).toBe(403);
    // The rightful session still completes it.
    expect((await call(session.token, 'POST', '/shopper/auth/social/callback', { code, state })).status).toBe(200);
  });

  it('an expired state → 400', async () => {
    const session = await guest();
    const started = await start(session.token);
    const { code, state } = issuer.authorize(started.body.authorizationUrl, ada);
    await handle.db.update(socialAuthRequests).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(session.token, 'POST', '/shopper/auth/social/callback', { code, state })).status).toBe(400);
  });

  it('a replayed callback fails (the state is single use), and so does a replayed code under a fresh state', async () => {
    const session = await guest();
    const started = await start(session.token);
    const { code, state } = issuer.authorize(started.body.authorizationUrl, ada);
    const first = await call(session.token, 'POST', '/shopper/auth/social/callback', { code, state });
    expect(first.status).toBe(200);
    const replay = await call(first.body.token, 'POST', '/shopper/auth/social/callback', { code, state });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('invalid_state');

    const other = await guest();
    const restarted = await start(other.token);
    const fresh = new URL(restarted.body.authorizationUrl).searchParams.get('state')!;
    const reused = await call(other.token, 'POST', '/shopper/auth/social/callback', { code, state: fresh });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toMatchObject({
      code: 'social_login_failed',
      message: 'Signing in with Google did not work. Please try again.',
    });
    expect((await call(other.token, 'GET', '/shopper/customers/me')).status).toBe(403);
  });

  it.each([
    ['another audience', { aud: 'someone-elses-client' }, 'unexpected "aud" claim value'],
    ['another nonce', { nonce: 'not-the-nonce-we-sent' }, 'nonce is not the one sent'],
    ['another issuer', { iss: 'https://evil.example' }, 'unexpected "iss" claim value'],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, '"exp" claim timestamp check failed'],
    ['a signature by a key not in the JWKS', { signWithForeignKey: true }, 'signature verification failed'],
  ])('refuses an id token with %s', async (_what, forged, reason) => {
    const session = await guest();
    const result = await signIn(session.token, { ...ada, ...forged });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('social_login_failed');
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'Social sign-in refused', err: expect.stringContaining(reason) }),
    );
    expect((await call(session.token, 'GET', '/shopper/customers/me')).status).toBe(403);
    expect(await handle.db.select().from(customers).where(eq(customers.email, 'ada@example.com'))).toEqual([]);
  });

  it('a redirect URI the provider refuses is "This feature is not currently available." (spec 1 §8)', async () => {
    const session = await guest();
    const started = await start(session.token);
    const { code, state } = issuer.authorize(started.body.authorizationUrl, ada);
    await handle.db.update(socialAuthRequests).set({ redirectUri: 'http://127.0.0.1:1/elsewhere' });
    const result = await call(session.token, 'POST', '/shopper/auth/social/callback', { code, state });
    expect(result.status).toBe(503);
    expect(result.body.error).toMatchObject({
      code: 'feature_unavailable',
      message: 'This feature is not currently available.',
    });
  });
});
