import { describe, expect, it } from 'vitest';
import { AddressForm, prefixedFields } from './address';
import {
  ContactForm,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  PlaceOrderForm,
  ShippingMethodForm,
} from './checkout';
import { fieldErrorsOf, fieldMessages, isFieldMessageKey } from './field-messages';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1200 Pine Street',
  city: 'Seattle',
  countryCode: 'US',
  stateCode: 'WA',
  postalCode: '98101',
  phone: '(206) 555-0100',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('contact form', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ada@', 'emailInvalid'],
    ['ada @example.com', 'emailInvalid'],
    [`${'a'.repeat(40)}@example.com`, 'emailInvalid'],
  ])('refuses %j with %s', (email, key) => {
    expect(errorsOf(ContactForm.safeParse({ intent: 'contact', email }))).toEqual({ email: key });
  });

  it('takes a trimmed address', () => {
    expect(ContactForm.parse({ intent: 'contact', email: ' ada@example.com ' }).email).toBe('ada@example.com');
  });
});

describe('address form', () => {
  it('accepts a US address and leaves out an empty second line', () => {
    expect(AddressForm.parse({ ...address, address2: '' })).toEqual({ ...address, address2: undefined });
  });

  it('names every missing field with its own message', () => {
    const blank = Object.fromEntries(Object.keys(address).map((k) => [k, '']));
    expect(errorsOf(AddressForm.safeParse(blank))).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      address1: 'address1Required',
      city: 'cityRequired',
      countryCode: 'countryRequired',
      stateCode: 'stateRequired',
      postalCode: 'required',
      phone: 'required',
    });
  });

  it('applies the country’s postal code, region and phone rules', () => {
    expect(
      errorsOf(AddressForm.safeParse({ ...address, postalCode: 'K1A 0B1', stateCode: 'ON', phone: '12345' })),
    ).toEqual({
      postalCode: 'postalCodeInvalid',
      stateCode: 'stateRequired',
      phone: 'phoneInvalid',
    });
    const canadian = AddressForm.parse({
      ...address,
      countryCode: 'CA',
      stateCode: 'QC',
      postalCode: 'h2x1z4',
      phone: '5145550100',
    });
    expect(canadian.postalCode).toBe('H2X 1Z4');
  });

  it('refuses countries the shop does not ship to', () => {
    expect(errorsOf(AddressForm.safeParse({ ...address, countryCode: 'DE' }))).toEqual({
      countryCode: 'countryRequired',
    });
  });

  it('reads a prefixed second address', () => {
    expect(prefixedFields({ intent: 'x', billing_city: 'Paris', billing_phone: '1' }, 'billing_')).toEqual({
      city: 'Paris',
      phone: '1',
    });
  });
});

describe('shipping method and payment forms', () => {
  it('needs a shipping method', () => {
    expect(errorsOf(ShippingMethodForm.safeParse({ intent: 'shipping-method', shippingMethodId: '' }))).toEqual({
      shippingMethodId: 'shippingMethodRequired',
    });
  });

  const card = {
    intent: 'place-order',
    cardNumber: '4242 4242 4242 4242',
    cardName: 'Ada',
    expiry: '12/30',
    cvc: '123',
    expectedTotal: '63.41',
  };

  it('accepts a card as typed and reads the total shown', () => {
    const form = PlaceOrderForm.parse(card);
    expect(form.expectedTotal).toBe(63.41);
    expect(form.billingSameAsShipping).toBeUndefined();
  });

  it.each([
    ['cardNumber', '', 'cardNumberRequired'],
    ['cardNumber', '4242', 'cardNumberInvalid'],
    ['cardNumber', '4242-4242-4242-424x', 'cardNumberInvalid'],
    ['cardName', ' ', 'cardNameRequired'],
    ['expiry', '13/30', 'expiryInvalid'],
    ['expiry', '1230', 'expiryInvalid'],
    ['cvc', '12', 'cvcInvalid'],
  ])('refuses %s %j', (field, value, key) => {
    expect(errorsOf(PlaceOrderForm.safeParse({ ...card, [field]: value }))).toEqual({ [field]: key });
  });

  it('refuses a negative or missing total', () => {
    expect(PlaceOrderForm.safeParse({ ...card, expectedTotal: '-1' }).success).toBe(false);
    expect(PlaceOrderForm.safeParse({ ...card, expectedTotal: 'abc' }).success).toBe(false);
  });

  it('formats and reads card numbers and expiry dates', () => {
    expect(formatCardNumber('4242x4242424242424242')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('07 / 2031')).toEqual({ expMonth: 7, expYear: 2031 });
  });
});

describe('field messages', () => {
  it('has an English text for every key the schemas use', () => {
    for (const key of ['required', 'postalCodeInvalid', 'phoneInvalid', 'emailInvalid'])
      expect(isFieldMessageKey(key)).toBe(true);
    expect(fieldMessages.postalCodeInvalid.defaultMessage).toBe('Please enter a valid zip code');
    expect(fieldMessages.phoneInvalid.defaultMessage).toBe('Please enter a valid phone number.');
    expect(isFieldMessageKey('toString')).toBe(false);
  });

  it('keeps the first error of each field, with a prefix', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['a'], message: 'x' },
          { path: ['a'], message: 'y' },
          { path: ['b', 0], message: 'z' },
        ],
        'p_',
      ),
    ).toEqual({
      p_a: 'x',
      'p_b.0': 'z',
    });
  });
});
