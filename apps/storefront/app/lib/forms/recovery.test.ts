import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-messages';
import { NewPasswordForm, PasswordlessConfirmForm, PasswordlessRequestForm, ResetRequestForm } from './recovery';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('reset request (spec 1 §5 "Reset request")', () => {
  it.each([
    [''],
    ['   '],
    ['ada'],
    ['ada@example'],
    ['ada@example.c'],
    ['ada@example.toolong'],
    ['ada example@example.com'],
    ['ada@exa mple.com'],
    [`${'a'.repeat(40)}@example.com`],
  ])('refuses %j with the one message', (email) => {
    expect(errorsOf(ResetRequestForm.safeParse({ intent: 'reset-request', email }))).toEqual({ email: 'emailInvalid' });
  });

  it.each(['ada@example.com', 'ada.o-hara+trail%1@mail.example.co', ' ADA@EXAMPLE.CA '])('accepts %j', (email) => {
    expect(errorsOf(ResetRequestForm.safeParse({ intent: 'reset-request', email }))).toEqual({});
  });
});

describe('passwordless request', () => {
  it('needs the e-mail of the password step; the redirect is bounded', () => {
    expect(errorsOf(PasswordlessRequestForm.safeParse({ intent: 'passwordless', email: '' }))).toEqual({
      email: 'emailRequired',
    });
    expect(
      errorsOf(PasswordlessRequestForm.safeParse({ intent: 'passwordless', email: 'a@b.co', redirectUrl: '/account' })),
    ).toEqual({});
    expect(
      PasswordlessRequestForm.safeParse({ intent: 'passwordless', email: 'a@b.co', redirectUrl: 'x'.repeat(2001) })
        .success,
    ).toBe(false);
  });
});

describe('new password (the registration rules, spec 1 §5)', () => {
  const reset = (password: string, token = 'a'.repeat(43)) =>
    errorsOf(NewPasswordForm.safeParse({ intent: 'reset-password', token, password }));
  it.each([
    ['', 'passwordCreate'],
    ['Short1', 'passwordMinChars'],
    ['alllowercase1', 'passwordUppercase'],
    ['ALLUPPERCASE1', 'passwordLowercase'],
    ['NoNumbersHere', 'passwordNumber'],
    [`Aa1${'x'.repeat(253)}`, 'passwordInvalid'],
  ])('%j → %s', (password, key) => {
    expect(reset(password)).toEqual({ password: key });
  });

  it('accepts a password that meets every rule, and needs the token', () => {
    expect(reset('Summit-Push-2027')).toEqual({});
    expect(reset('Summit-Push-2027', '')).toEqual({ token: 'invalidToken' });
  });
});

describe('passwordless confirm step', () => {
  it('needs the token', () => {
    expect(PasswordlessConfirmForm.safeParse({ intent: 'passwordless-login', token: 'abc' }).success).toBe(true);
    expect(errorsOf(PasswordlessConfirmForm.safeParse({ intent: 'passwordless-login', token: '' }))).toEqual({
      token: 'invalidToken',
    });
  });
});
