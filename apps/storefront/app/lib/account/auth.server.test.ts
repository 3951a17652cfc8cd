import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authAction, INVALID_LOGIN } from './auth.server';

/** A shopper whose engine refuses registration and login with `error`. */
function refusing(error: unknown) {
  const fail = async () => {
    throw error;
  };
  const client = { registerCustomer: fail, login: fail } as unknown as CommerceClient;
  const context = {
    shopper: { token: undefined, client: async () => client, anonymousClient: () => client },
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
  };
  return context as unknown as AppLoadContext & { logger: { error: ReturnType<typeof vi.fn> } };
}

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/login', { method: 'POST', body: new URLSearchParams(fields) });

const registration = {
  intent: 'join',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Trail-Runner-2026',
  postalCode: '98101',
  phone: '(206) 555-0100',
  privacyconsent: 'on',
};
const login = { intent: 'login', email: 'ada@example.com', password: 'Trail-Runner-2026' };

describe('authAction refusals (spec 1 §8)', () => {
  it('answers a failed registration with the generic error, whatever the engine said', async () => {
    for (const error of [
      new CommerceApiError(409, 'conflict', 'An account with this e-mail already exists.'),
      new CommerceApiError(401, 'unauthorized', 'Session expired.'),
      new CommerceApiError(503, 'unavailable', 'Down.'),
    ]) {
      const context = refusing(error);
      expect(await authAction(post(registration), context)).toEqual({
        ok: false,
        intent: 'join',
        fieldErrors: {},
        formError: 'somethingWrong',
      });
    }
  });

  it('keeps invalid_form field errors on a failed registration, with the generic error', async () => {
    const error = new CommerceApiError(400, 'invalid_form', 'Invalid.', [
      { field: 'phone', message: 'Please enter a valid phone number.' },
    ]);
    const answer = await authAction(post(registration), refusing(error));
    expect(answer).toMatchObject({ ok: false, formError: 'somethingWrong' });
    expect(Object.keys((answer as { fieldErrors: object }).fieldErrors)).toEqual(['phone']);
  });

  it("tells a login the spec's invalid-login text, the engine's own 4xx message, or the generic error", async () => {
    expect(await authAction(post(login), refusing(new CommerceApiError(401, 'unauthorized', 'No.')))).toMatchObject({
      formError: INVALID_LOGIN,
    });
    expect(
      await authAction(post(login), refusing(new CommerceApiError(403, 'forbidden', 'This account is locked.'))),
    ).toMatchObject({ formError: 'This account is locked.' });
    for (const answer of [post(login), post(registration)]) {
      expect(await authAction(answer, refusing(new CommerceApiError(429, 'rate_limited', 'Too many.')))).toMatchObject({
        formError: 'tooManyAttempts',
      });
    }
    const down = refusing(new CommerceApiError(500, 'internal', 'Boom.'));
    expect(await authAction(post(login), down)).toMatchObject({ formError: 'somethingWrong' });
    expect(down.logger.error).toHaveBeenCalledOnce();
  });

  it('lets anything that is not the engine’s answer reach the error page', async () => {
    await expect(authAction(post(registration), refusing(new TypeError('x is undefined')))).rejects.toThrow(
      'x is undefined',
    );
  });
});
