import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clearStaffSessionCookie, staffSession, staffSessionCookie, staffTokenOf } from './staff-session.server';

const TOKEN = `rl_staff_${'A1b2_-'.repeat(7)}x`;

function engine(answer: () => Promise<unknown>) {
  const getStaffSession = vi.fn(answer);
  const forShopper = vi.fn(() => ({ getStaffSession }) as unknown as CommerceClient);
  // Each request has its own session object: the per-request memory is keyed by it.
  const context = () => ({ commerce: { forShopper }, shopper: {} }) as unknown as AppLoadContext;
  return { context, forShopper, getStaffSession };
}

const page = (cookie?: string, origin = 'https://shop.test') =>
  new Request(`${origin}/visualization/ridgeline/x`, { headers: cookie ? { cookie } : {} });
const signedIn = async () => ({
  staff: { email: 'ada@ridgeline.example', role: 'content-author' },
  expiresAt: '2026-12-01T20:00:00Z',
});

describe('staffTokenOf', () => {
  it('reads the rl_staff cookie among others, and only a token shaped as a staff session', () => {
    expect(TOKEN).toMatch(/^rl_staff_[A-Za-z0-9_-]{43}$/);
    expect(staffTokenOf(page(`webid=1; rl_staff=${TOKEN}; rl_stk=abc`))).toBe(TOKEN);
    expect(staffTokenOf(page())).toBeUndefined();
    expect(staffTokenOf(page('rl_staff='))).toBeUndefined();
    // A shopper's token, a preview link's, a cut or padded one, or anything else is not sent to the engine.
    for (const value of [
      'a'.repeat(43),
      `rl_preview_${'a'.repeat(43)}`,
      TOKEN.slice(0, -1),
      `${TOKEN}x`,
      'rl_staff_%0d%0a',
    ])
      expect(staffTokenOf(page(`rl_staff=${value}`)), value).toBeUndefined();
  });
});

describe('staffSession', () => {
  it('is undefined without the cookie, with no call to the engine', async () => {
    const { context, forShopper } = engine(signedIn);
    expect(await staffSession(page('webid=1'), context())).toBeUndefined();
    expect(await staffSession(page(`rl_staff=${'x'.repeat(52)}`), context())).toBeUndefined();
    expect(forShopper).not.toHaveBeenCalled();
  });

  it('asks the engine with the token as the bearer, once per request', async () => {
    const { context, forShopper, getStaffSession } = engine(signedIn);
    const request = page(`rl_staff=${TOKEN}`);
    const one = context();
    const [first, second] = await Promise.all([staffSession(request, one), staffSession(request, one)]);
    expect(first).toEqual({ email: 'ada@ridgeline.example', role: 'content-author' });
    expect(second).toBe(first);
    expect(forShopper).toHaveBeenCalledWith(TOKEN);
    expect(getStaffSession).toHaveBeenCalledTimes(1);
    // The next request asks again (a session can end at any moment).
    await staffSession(request, context());
    expect(getStaffSession).toHaveBeenCalledTimes(2);
  });

  it('treats a 401 (ended, revoked, disabled) as signed out, and lets any other failure through', async () => {
    const ended = engine(async () => {
      throw new CommerceApiError(401, 'unauthorized', 'The staff session has ended.');
    });
    expect(await staffSession(page(`rl_staff=${TOKEN}`), ended.context())).toBeUndefined();
    const down = engine(async () => {
      throw new CommerceApiError(503, 'unavailable', 'Briefly unavailable.');
    });
    await expect(staffSession(page(`rl_staff=${TOKEN}`), down.context())).rejects.toMatchObject({ status: 503 });
  });
});

describe('the staff session cookie', () => {
  const now = Date.parse('2026-12-01T08:00:00Z');
  const session = { token: TOKEN, expiresAt: '2026-12-01T20:00:00Z' };

  it('is httpOnly, SameSite Lax, for the whole shop, living as long as the session; Secure over https', () => {
    const cookie = staffSessionCookie(page(undefined, 'https://shop.test'), session, now);
    expect(cookie.split('; ')).toEqual([
      `rl_staff=${TOKEN}`,
      'Path=/',
      `Max-Age=${12 * 3600}`,
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(staffSessionCookie(page(undefined, 'http://127.0.0.1:3000'), session, now)).not.toContain('Secure');
    // A session already over (a clock apart) is not kept at all.
    expect(staffSessionCookie(page(), session, Date.parse('2026-12-02T00:00:00Z'))).toContain('Max-Age=0');
  });

  it('is dropped on sign-out', () => {
    expect(clearStaffSessionCookie(page())).toBe('rl_staff=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    expect(clearStaffSessionCookie(page(undefined, 'http://localhost'))).not.toContain('Secure');
  });
});
