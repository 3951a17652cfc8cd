import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldMessageKeyFor } from './field-messages';
import { EmailStepForm, passwordStepForm } from './login';
import { passwordChecks, registrationForm, registrationPayload } from './registration';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('sign-in forms (spec 1 §5 Login)', () => {
  it.each([
    ['', 'emailRequired'],
    ['ada@example', 'emailInvalid'],
    ['ada@example.toolongtld', 'emailInvalid'],
    [`${'a'.repeat(40)}@example.com`, 'emailInvalid'],
  ])('email %j → %s', (email, key) => {
    expect(errorsOf(EmailStepForm.safeParse({ intent: 'precheck', email }))).toEqual({ email: key });
  });

  it('asks for a password of 8 to 255 characters', () => {
    const login = (password: string) =>
      errorsOf(passwordStepForm('en-US').safeParse({ intent: 'login', email: 'a@b.co', password }));
    expect(login('')).toEqual({ password: 'passwordRequired' });
    expect(login('short')).toEqual({ password: 'passwordInvalid' });
    expect(login('x'.repeat(256))).toEqual({ password: 'passwordInvalid' });
    expect(login('long enough')).toEqual({});
  });

  it('asks for a postal code by the country rule only when the form shows the field (updatePostalCode)', () => {
    const login = (localeId: string, postalCode?: string) =>
      errorsOf(
        passwordStepForm(localeId).safeParse({
          intent: 'login',
          email: 'a@b.co',
          password: 'long enough',
          ...(postalCode === undefined ? {} : { postalCode }),
        }),
      );
    expect(login('en-CA')).toEqual({});
    expect(login('en-CA', '')).toEqual({ postalCode: 'required' });
    expect(login('en-CA', 'H2X 1Z4')).toEqual({});
    expect(login('en-CA', '98101')).toEqual({ postalCode: 'postalCodeInvalid' });
    expect(login('en-US', '98101')).toEqual({});
    expect(login('en-US', 'H2X 1Z4')).toEqual({ postalCode: 'postalCodeInvalid' });
  });
});

describe('registration form (spec 1 §5 Registration)', () => {
  const valid = {
    intent: 'join',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: "O'Hara",
    password: 'Trail-Runner-2026',
    postalCode: '98101',
    phone: '(206) 555-0100',
    gender: '2',
    birthdayMonth: '4',
    birthdayDay: '12',
    addtoemaillist: 'on',
    privacyconsent: 'on',
  };
  const us = registrationForm('en-US');

  it('accepts a complete form and builds the spec payload', () => {
    const form = us.parse(valid);
    expect(registrationPayload(form)).toEqual({
      customer: {
        firstName: 'Ada',
        lastName: "O'Hara",
        email: 'ada@example.com',
        login: 'ada@example.com',
        c_additionalFields: {
          phone: '(206) 555-0100',
          gender: 2,
          postalCode: '98101',
          newsletter: true,
          sendsmsconsent: false,
          privacyconsent: true,
          isLoyaltyFormSubmit: true,
          platformOfOrigin: 'storefront',
          sessionOrigination: 'storefront',
          birthdayMonth: 4,
          birthdayDay: 12,
        },
      },
      password: 'Trail-Runner-2026',
    });
  });

  it('needs the loyalty consent for Join For Free only', () => {
    const { privacyconsent: _omit, ...noConsent } = valid;
    expect(errorsOf(us.safeParse(noConsent))).toEqual({ privacyconsent: 'required' });
    expect(errorsOf(us.safeParse({ ...noConsent, intent: 'join-without-rewards' }))).toEqual({});
  });

  it('gives the spec’s message for each field', () => {
    const bad = {
      ...valid,
      firstName: '',
      lastName: 'Smith>',
      password: 'abcdefgh',
      postalCode: 'K1A 0B1',
      phone: '555-0100',
      birthdayDay: '',
    };
    expect(errorsOf(us.safeParse(bad))).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameInvalid',
      password: 'passwordUppercase',
      postalCode: 'postalCodeInvalid',
      phone: 'phoneInvalid',
      birthdayDay: 'birthdayInvalid',
    });
    expect(errorsOf(us.safeParse({ ...valid, postalCode: '', password: '' }))).toEqual({
      postalCode: 'required',
      password: 'passwordCreate',
    });
  });

  it('follows the locale: Canadian postal codes and the 7-digit phone rule in fr-CA', () => {
    const fr = registrationForm('fr-CA');
    expect(errorsOf(fr.safeParse({ ...valid, postalCode: 'h2x 1z4', phone: '555-0154' }))).toEqual({});
    expect(errorsOf(fr.safeParse({ ...valid, postalCode: '98101' }))).toEqual({ postalCode: 'postalCodeInvalid' });
  });

  it('ticks the checklist as the password grows, and maps engine messages back to keys', () => {
    expect(passwordChecks('a')).toEqual({
      hasMinChars: false,
      hasUppercase: false,
      hasNumber: false,
      hasLowercase: true,
      hasSpecialChar: false,
    });
    expect(passwordChecks('Abcdefg1!')).toEqual({
      hasMinChars: true,
      hasUppercase: true,
      hasNumber: true,
      hasLowercase: true,
      hasSpecialChar: true,
    });
    expect(fieldMessageKeyFor('Please enter valid last name.')).toBe('lastNameInvalid');
    expect(fieldMessageKeyFor('Something else')).toBeUndefined();
  });
});
