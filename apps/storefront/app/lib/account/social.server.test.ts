import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { socialCallbackAction, socialCallbackData, startSocialAction } from './social.server';

const signedInAnswer = {
  usid: 'u-1',
  token: 'new-token',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  refreshToken: 'r',
  refreshExpiresAt: new Date(Date.now() + 60_000).toISOString(),
  persistent: true,
  isNew: true,
  customer: { firstName: 'Ada' },
};

/** A shopper whose engine answers the social calls as told, recording what it was asked. */
function shopper(
  engine: Partial<Record<'startSocialLogin' | 'completeSocialLogin' | 'postAuth', (...args: never[]) => unknown>>,
  token?: string,
) {
  const client = {
    getBasket: async () => {
      throw new CommerceApiError(404, 'not_found', 'No basket.');
    },
    postAuth: async () => ({ wishListCreated: false }),
    ...engine,
  } as unknown as CommerceClient;
  const context = {
    shopper: {
      token: token ?? 'guest-token',
      client: async () => client,
      reset: vi.fn(),
      signedIn: vi.fn(),
      anonymousClient: () => client,
    },
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    features: { wishlist: false },
  };
  return context as unknown as AppLoadContext & {
    shopper: { reset: ReturnType<typeof vi.fn>; signedIn: ReturnType<typeof vi.fn> };
    logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });

const location = async (response: Response | Promise<Response>) => (await response).headers.get('location');

describe('starting a social sign-in', () => {
  it('sends the browser to the provider, with the configured callback as the redirect URI', async () => {
    const startSocialLogin = vi.fn(async () => ({ authorizationUrl: 'https://accounts.example/auth?x=1' }));
    const context = shopper({ startSocialLogin });
    const response = await startSocialAction(
      post('/social-login', { provider: 'google', from: '/fr-CA/cart' }),
      context,
    );
    expect(await location(response)).toBe('https://accounts.example/auth?x=1');
    expect(startSocialLogin).toHaveBeenCalledWith({ hint: 'google', redirectUri: 'http://shop.test/social-callback' });
  });

  it('starts again with a new guest session when the old one has ended', async () => {
    const startSocialLogin = vi
      .fn()
      .mockRejectedValueOnce(new CommerceApiError(401, 'unauthorized', 'Expired.'))
      .mockResolvedValueOnce({ authorizationUrl: 'https://appleid.example/auth' });
    const context = shopper({ startSocialLogin });
    expect(await location(startSocialAction(post('/social-login', { provider: 'apple' }), context))).toBe(
      'https://appleid.example/auth',
    );
    expect(context.shopper.reset).toHaveBeenCalledOnce();
  });

  it('logs an unknown identity provider as an error and shows the generic error on the login page', async () => {
    const context = shopper({});
    const response = await startSocialAction(post('/social-login', { provider: 'facebook', from: '/en-CA/' }), context);
    expect(await location(response)).toBe('/en-CA/login?socialError=failed');
    expect(context.logger.error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Unknown identity provider' }));
  });

  it('shows an unconfigured provider as "not currently available" in the shopper’s locale', async () => {
    const startSocialLogin = async () => {
      throw new CommerceApiError(503, 'feature_unavailable', 'This feature is not currently available.');
    };
    const response = await startSocialAction(
      post('/social-login', { provider: 'apple', from: '/fr-CA/p/jacket' }),
      shopper({ startSocialLogin }),
    );
    expect(await location(response)).toBe('/fr-CA/login?socialError=unavailable');
  });
});

describe('the provider’s answer on the callback page', () => {
  const data = (query: string) =>
    socialCallbackData(new Request(`http://shop.test/social-callback${query}`), shopper({}));

  it('reads the code, the state and Apple’s user field; a refusal or cancellation has none', () => {
    expect(data('?code=c&state=s&user=%7B%7D&iss=x')).toEqual({
      outcome: 'complete',
      code: 'c',
      state: 's',
      user: '{}',
    });
    expect(data('?error=access_denied&state=s')).toEqual({ outcome: 'cancelled' });
    expect(data('?error=user_cancelled_authorize')).toEqual({ outcome: 'cancelled' });
    expect(data('?error=server_error')).toEqual({ outcome: 'failed' });
    expect(data('')).toEqual({ outcome: 'cancelled' });
  });
});

describe('completing a social sign-in', () => {
  it('signs in and goes to the stored return-to page, in its locale, with Apple’s name for a new customer', async () => {
    const completeSocialLogin = vi.fn(async () => signedInAnswer);
    const postAuth = vi.fn(async () => ({ wishListCreated: true }));
    const context = shopper({ completeSocialLogin, postAuth });
    const result = await socialCallbackAction(
      post('/social-callback', {
        intent: 'complete',
        code: 'c',
        state: 's',
        user: JSON.stringify({ name: { firstName: ' Ada ', lastName: 'Lovelace' }, email: 'ada@example.com' }),
        returnTo: '/fr-CA/c/mens-clothing?sort=new',
      }),
      context,
    );
    expect(result).toEqual({ ok: true, to: '/fr-CA/c/mens-clothing?sort=new', firstName: 'Ada', isNew: true });
    expect(completeSocialLogin).toHaveBeenCalledWith('fr-CA', {
      code: 'c',
      state: 's',
      user: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(context.shopper.signedIn).toHaveBeenCalledWith(signedInAnswer);
    // Spec 1 §4: the post-auth call follows every sign-in, social ones too.
    expect(postAuth).toHaveBeenCalledOnce();
  });

  it('never leaves the shop: a foreign return-to page becomes the account', async () => {
    const context = shopper({ completeSocialLogin: async () => signedInAnswer });
    for (const returnTo of ['https://evil.com', '//evil.com', '/\\evil.com', '']) {
      const result = await socialCallbackAction(
        post('/social-callback', { intent: 'complete', code: 'c', state: 's', returnTo }),
        context,
      );
      expect(result.to, returnTo).toBe('/account');
    }
  });

  it('comes back to the login page with the error the engine gave, or none when the shopper cancelled', async () => {
    const refusing = (code: string, status: number) =>
      shopper({
        completeSocialLogin: async () => {
          throw new CommerceApiError(status, code, 'No.');
        },
      });
    const complete = { intent: 'complete', code: 'c', state: 's', returnTo: '/en-CA/cart' };
    expect(
      await socialCallbackAction(post('/social-callback', complete), refusing('feature_unavailable', 503)),
    ).toEqual({
      ok: false,
      to: '/en-CA/login?socialError=unavailable',
    });
    expect(
      (await socialCallbackAction(post('/social-callback', complete), refusing('email_not_verified', 409))).to,
    ).toBe('/en-CA/login?socialError=unverified');
    expect((await socialCallbackAction(post('/social-callback', complete), refusing('invalid_state', 400))).to).toBe(
      '/en-CA/login?socialError=failed',
    );
    expect(
      (await socialCallbackAction(post('/social-callback', { intent: 'cancelled', returnTo: '/fr-CA/' }), shopper({})))
        .to,
    ).toBe('/fr-CA/login');
  });

  it('has nothing to complete without a session cookie', async () => {
    const completeSocialLogin = vi.fn();
    const context = shopper({ completeSocialLogin });
    (context.shopper as { token?: string }).token = undefined;
    const result = await socialCallbackAction(
      post('/social-callback', { intent: 'complete', code: 'c', state: 's' }),
      context,
    );
    expect(result).toEqual({ ok: false, to: '/login?socialError=failed' });
    expect(completeSocialLogin).not.toHaveBeenCalled();
  });
});
