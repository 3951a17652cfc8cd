import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import {
  REFRESH_COOKIE,
  SHOPPER_COOKIE,
  shopperSessionCookie,
  type SessionTokens,
  type ShopperSession,
} from './shopper-session.js';

const token = (c: string) => c.repeat(43);
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const tokens = (c: string, persistent = true): SessionTokens & { usid: string } => ({
  usid: '00000000-0000-4000-8000-000000000000',
  token: token(c),
  expiresAt: soon(30 * 60_000),
  refreshToken: token(c.toUpperCase()),
  refreshExpiresAt: soon(90 * 86_400_000),
  persistent,
});

function shop(refresh: (refreshToken: string) => Promise<SessionTokens>) {
  const refreshSession = vi.fn(refresh);
  const client = {
    refreshSession,
    createGuestSession: async () => tokens('g'),
    forShopper: () => client,
    withHeaders: () => client,
  } as unknown as CommerceClient;
  const app = new Hono<{ Variables: { shopperSession?: ShopperSession } }>();
  app.use(
    '*',
    shopperSessionCookie(() => client),
  );
  app.get('/page', (c) => c.text(c.get('shopperSession')!.token ?? 'guest'));
  app.post('/bag', async (c) => {
    await c.get('shopperSession')!.client();
    return c.text('added');
  });
  const get = (cookie: string) => app.request('http://shop.test/page', { headers: { cookie } });
  return { app, get, refreshSession };
}

const setCookies = (response: Response) => response.headers.getSetCookie();

describe('shopperSessionCookie', () => {
  it('renews an access cookie that has run out with the refresh cookie, once for requests that arrive together', async () => {
    const { get, refreshSession } = shop(async () => tokens('n'));
    const cookie = `${REFRESH_COOKIE}=${token('R')}`;
    const [first, second] = await Promise.all([get(cookie), get(cookie)]);
    expect(await first.text()).toBe(token('n'));
    expect(await second.text()).toBe(token('n'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    const written = setCookies(first);
    expect(written.find((c) => c.startsWith(`${SHOPPER_COOKIE}=${token('n')}`))).toMatch(
      /Max-Age=17\d\d; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(written.find((c) => c.startsWith(`${REFRESH_COOKIE}=${token('N')}`))).toMatch(
      /Max-Age=77\d{5}; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it('keeps the refresh token only for the browser session without "Keep me logged in."', async () => {
    const { get } = shop(async () => tokens('b', false));
    const written = setCookies(await get(`${REFRESH_COOKIE}=${token('Q')}`));
    const refresh = written.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(refresh).toBeDefined();
    expect(refresh).not.toMatch(/Max-Age|Expires/);
  });

  it('drops both cookies when the engine refuses the refresh token, and the visit goes on as a guest', async () => {
    const { get } = shop(async () => {
      throw new CommerceApiError(401, 'unauthorized', 'The refresh token is not valid.');
    });
    const response = await get(`${REFRESH_COOKIE}=${token('S')}`);
    expect(await response.text()).toBe('guest');
    expect(
      setCookies(response)
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0]),
    ).toEqual([SHOPPER_COOKIE, REFRESH_COOKIE]);
  });

  it('keeps the cookies when the engine cannot be reached (the next request tries again)', async () => {
    const { get } = shop(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const response = await get(`${REFRESH_COOKIE}=${token('T')}`);
    expect(await response.text()).toBe('guest');
    expect(setCookies(response)).toEqual([]);
  });

  it('uses a live access cookie as it is, and writes nothing', async () => {
    const { get, refreshSession } = shop(async () => tokens('x'));
    const response = await get(`${SHOPPER_COOKIE}=${token('a')}; ${REFRESH_COOKIE}=${token('U')}`);
    expect(await response.text()).toBe(token('a'));
    expect(refreshSession).not.toHaveBeenCalled();
    expect(setCookies(response)).toEqual([]);
  });

  it('starts a guest session only when something needs one, and writes both cookies', async () => {
    const { app } = shop(async () => tokens('x'));
    const response = await app.request('http://shop.test/bag', { method: 'POST' });
    expect(setCookies(response).map((c) => c.split('=')[0])).toEqual([SHOPPER_COOKIE, REFRESH_COOKIE]);
  });
});
