import { describe, expect, it } from 'vitest';
import { parseSavedAddress, PasswordChangeForm, profileForm, profileUpdate } from './account';
import { fieldErrorsOf } from './field-messages';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

const profile = {
  intent: 'profile',
  firstName: 'Ada',
  lastName: "O'Hara",
  phone: '(206) 555-0100',
  postalCode: '98101',
  gender: '2',
  birthdayMonth: '4',
  birthdayDay: '12',
  addtoemaillist: 'on',
};

describe('profile form (registration rules, spec 1 §5)', () => {
  it('accepts a valid profile and sends every field to the engine', () => {
    const parsed = profileForm('en-US').safeParse(profile);
    expect(parsed.success).toBe(true);
    expect(profileUpdate(parsed.data!)).toEqual({
      firstName: 'Ada',
      lastName: "O'Hara",
      phoneHome: '(206) 555-0100',
      c_postalCode: '98101',
      gender: 2,
      birthdayMonth: 4,
      birthdayDay: 12,
      c_newsletter: true,
    });
    const cleared = profileForm('en-US').parse({
      ...profile,
      birthdayMonth: '',
      birthdayDay: '',
      addtoemaillist: undefined,
    });
    expect(profileUpdate(cleared)).toMatchObject({ birthdayMonth: null, birthdayDay: null, c_newsletter: false });
  });

  it('gives each field the spec’s message key', () => {
    expect(
      errorsOf(
        profileForm('en-US').safeParse({
          ...profile,
          firstName: ' ',
          lastName: 'Love*lace',
          phone: '555',
          postalCode: 'K1A 0B1',
          gender: '7',
        }),
      ),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameInvalid',
      phone: 'phoneInvalid',
      postalCode: 'postalCodeInvalid',
      gender: 'genderInvalid',
    });
    // A month without a day (or a day without a month) is no birthday.
    expect(errorsOf(profileForm('en-US').safeParse({ ...profile, birthdayDay: '' }))).toEqual({
      birthdayDay: 'birthdayInvalid',
    });
    expect(errorsOf(profileForm('en-US').safeParse({ ...profile, postalCode: '' }))).toEqual({
      postalCode: 'required',
    });
  });

  it('follows the locale’s country for the postal code', () => {
    expect(errorsOf(profileForm('fr-CA').safeParse({ ...profile, postalCode: 'H2X 1Z4' }))).toEqual({});
    expect(errorsOf(profileForm('fr-CA').safeParse({ ...profile, postalCode: '98101' }))).toEqual({
      postalCode: 'postalCodeInvalid',
    });
  });
});

describe('password change form', () => {
  const change = (currentPassword: string, password: string) =>
    errorsOf(PasswordChangeForm.safeParse({ intent: 'password', currentPassword, password }));

  it('asks for the current password and a new one by the registration rules', () => {
    expect(change('', 'New-Trail-2027')).toEqual({ currentPassword: 'currentPasswordRequired' });
    expect(change('anything', '')).toEqual({ password: 'passwordCreate' });
    expect(change('anything', 'Short-1')).toEqual({ password: 'passwordMinChars' });
    expect(change('anything', 'no-uppercase-1')).toEqual({ password: 'passwordUppercase' });
    expect(change('anything', 'NO-LOWERCASE-1')).toEqual({ password: 'passwordLowercase' });
    expect(change('anything', 'No-Number-Here')).toEqual({ password: 'passwordNumber' });
    expect(change('anything', 'New-Trail-2027')).toEqual({});
  });
});

describe('saved address form', () => {
  const address = {
    addressId: ' Home ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main Street',
    address2: '',
    city: 'Seattle',
    countryCode: 'US',
    stateCode: 'WA',
    postalCode: '98101',
    phone: '(206) 555-0100',
  };

  it('names the address, uses the checkout rules, and reads the default checkbox', () => {
    expect(parseSavedAddress(address)).toEqual({
      success: true,
      data: { ...address, addressId: 'Home', address2: undefined },
    });
    expect(parseSavedAddress({ ...address, preferred: 'on' })).toMatchObject({
      success: true,
      data: { preferred: true },
    });
    const ca = parseSavedAddress({
      ...address,
      countryCode: 'CA',
      stateCode: 'QC',
      postalCode: 'h2x1z4',
      phone: '5145550100',
    });
    expect(ca).toMatchObject({ success: true, data: { postalCode: 'H2X 1Z4' } });
  });

  it('reports the name and the address fields together', () => {
    expect(parseSavedAddress({ ...address, addressId: '', stateCode: 'QC', postalCode: 'nope' })).toEqual({
      success: false,
      fieldErrors: { addressId: 'addressNameRequired', stateCode: 'stateRequired', postalCode: 'postalCodeInvalid' },
    });
    expect(parseSavedAddress({ ...address, addressId: 'Home/Work' })).toMatchObject({
      fieldErrors: { addressId: 'addressNameInvalid' },
    });
    expect(parseSavedAddress({ ...address, addressId: 'x'.repeat(51) })).toMatchObject({
      fieldErrors: { addressId: 'addressNameInvalid' },
    });
  });
});
