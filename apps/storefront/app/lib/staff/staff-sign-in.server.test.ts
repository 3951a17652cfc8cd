import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSignInRefusal } from '../forms/staff-sign-in';
import { staffSignInAction, staffSignOutAction } from './staff-sign-in.server';

const TOKEN = `rl_staff_${'a'.repeat(43)}`;
const SIGNED_IN = {
  token: TOKEN,
  expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
  staff: { email: 'ada@ridgeline.example', role: 'content-author' },
};

function context(signIn: () => Promise<unknown>, signOut: () => Promise<unknown> = async () => undefined) {
  const signInStaff = vi.fn(signIn);
  const signOutStaff = vi.fn(signOut);
  const forShopper = vi.fn(() => ({ signOutStaff }) as unknown as CommerceClient);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const value = {
    commerce: { forShopper },
    shopper: { anonymousClient: () => ({ signInStaff }) as unknown as CommerceClient },
    logger,
  } as unknown as AppLoadContext;
  return { value, signInStaff, signOutStaff, forShopper, logger };
}

const post = (fields: Record<string, string>, path = '/staff/login', cookie?: string) =>
  new Request(`https://shop.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });

const refusal = (answer: unknown) => answer as UNSAFE_DataWithResponseInit<StaffSignInRefusal>;

describe('staffSignInAction', () => {
  it('refuses a form the schema refuses with 400 and each field’s message, asking nothing of the engine', async () => {
    const { value, signInStaff } = context(async () => SIGNED_IN);
    const answer = refusal(await staffSignInAction(post({ email: ' ', password: '' }), value));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    const short = refusal(await staffSignInAction(post({ email: 'ada@ridgeline', password: 'Abc1' }), value));
    expect(short.data.fieldErrors).toEqual({ email: 'emailInvalid', password: 'passwordInvalid' });
    expect(signInStaff).not.toHaveBeenCalled();
  });

  it('signs in, keeps the session in its cookie and goes to next, or home when next would leave the shop', async () => {
    const { value, signInStaff } = context(async () => SIGNED_IN);
    const next = '/visualization/ridgeline/0f8fad5b-d9cb-469f-a165-70867728950e';
    const answer = (await staffSignInAction(
      post({ email: ' Ada@Ridgeline.example ', password: 'Content-Team-2026', next }),
      value,
    )) as Response;
    expect(signInStaff).toHaveBeenCalledWith('Ada@Ridgeline.example', 'Content-Team-2026');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(next);
    expect(answer.headers.get('set-cookie')).toMatch(
      new RegExp(`^rl_staff=${TOKEN}; Path=/; Max-Age=4319[0-9]; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    for (const away of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const home = (await staffSignInAction(
        post({ email: 'ada@ridgeline.example', password: 'Content-Team-2026', next: away }, '/fr-CA/staff/login'),
        value,
      )) as Response;
      expect(home.headers.get('location'), away).toBe('/fr-CA/home');
    }
  });

  it('shows the engine’s single refusal, says when there were too many attempts, and 502 when the engine fails', async () => {
    const fields = { email: 'ada@ridgeline.example', password: 'Wrong-Password-1' };
    const wrong = context(async () => {
      throw new CommerceApiError(401, 'invalid_credentials', 'Invalid e-mail or password.');
    });
    const refused = refusal(await staffSignInAction(post(fields), wrong.value));
    expect(refused.init?.status).toBe(401);
    expect(refused.data).toEqual({ ok: false, fieldErrors: {}, formError: 'Invalid e-mail or password.' });
    const limited = context(async () => {
      throw new CommerceApiError(429, 'too_many_attempts', 'Too many failed sign-in attempts.');
    });
    const slow = refusal(await staffSignInAction(post(fields), limited.value));
    expect(slow.init?.status).toBe(429);
    expect(slow.data.formError).toBe('tooManyAttempts');
    const down = context(async () => {
      throw new CommerceApiError(503, 'unavailable', 'Briefly unavailable.');
    });
    const failed = refusal(await staffSignInAction(post(fields), down.value));
    expect(failed.init?.status).toBe(502);
    expect(failed.data.formError).toBe('somethingWrong');
    expect(down.logger.error).toHaveBeenCalled();
  });
});

describe('staffSignOutAction', () => {
  it('revokes the session in the engine, drops the cookie, and goes to the sign-in page; an ended session is fine', async () => {
    const { value, forShopper, signOutStaff } = context(
      async () => SIGNED_IN,
      async () => {
        throw new CommerceApiError(401, 'unauthorized', 'The staff session has ended.');
      },
    );
    const answer = await staffSignOutAction(post({}, '/fr-CA/staff/logout', `rl_staff=${TOKEN}`), value);
    expect(forShopper).toHaveBeenCalledWith(TOKEN);
    expect(signOutStaff).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/fr-CA/staff/login');
    expect(answer.headers.get('set-cookie')).toBe('rl_staff=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
