import { defineMessages } from 'react-intl';

/**
 * Field errors of the shop's forms. Schemas give the key as their message, and the page shows the
 * translation, so the browser and the server (which answers the same keys) speak the shopper's
 * language. English texts are the spec's where it has them (spec 1 §5).
 */
export const fieldMessages = defineMessages({
  required: { id: 'form.required', defaultMessage: 'This field is required.' },
  tooLong: { id: 'form.too_long', defaultMessage: 'This is too long.' },
  emailRequired: { id: 'form.email.required', defaultMessage: 'Please enter your email address.' },
  emailInvalid: { id: 'form.email.invalid', defaultMessage: 'Please enter a valid email address.' },
  passwordRequired: { id: 'form.password.required', defaultMessage: 'Please enter your password.' },
  passwordInvalid: { id: 'form.password.invalid', defaultMessage: 'Please enter a valid password.' },
  passwordCreate: { id: 'form.password.create', defaultMessage: 'Please create a password.' },
  passwordMinChars: { id: 'form.password.min_chars', defaultMessage: 'Password must contain at least 8 characters.' },
  passwordUppercase: {
    id: 'form.password.uppercase',
    defaultMessage: 'Password must contain at least 1 uppercase letter.',
  },
  passwordLowercase: {
    id: 'form.password.lowercase',
    defaultMessage: 'Password must contain at least 1 lowercase letter.',
  },
  passwordNumber: { id: 'form.password.number', defaultMessage: 'Password must contain at least 1 number.' },
  passwordSpecial: {
    id: 'form.password.special',
    defaultMessage: 'Password must contain at least 1 special character.',
  },
  firstNameInvalid: { id: 'form.first_name.invalid', defaultMessage: 'Please enter valid first name.' },
  lastNameInvalid: { id: 'form.last_name.invalid', defaultMessage: 'Please enter valid last name.' },
  birthdayInvalid: { id: 'form.birthday.invalid', defaultMessage: 'Please enter a valid birthday.' },
  emailTaken: { id: 'form.email.taken', defaultMessage: 'An account with this email address already exists.' },
  firstNameRequired: { id: 'form.first_name.required', defaultMessage: 'Please enter your first name.' },
  lastNameRequired: { id: 'form.last_name.required', defaultMessage: 'Please enter your last name.' },
  address1Required: { id: 'form.address1.required', defaultMessage: 'Please enter your address.' },
  cityRequired: { id: 'form.city.required', defaultMessage: 'Please enter your city.' },
  countryRequired: { id: 'form.country.required', defaultMessage: 'Please select a country.' },
  stateRequired: { id: 'form.state.required', defaultMessage: 'Please select your state or province.' },
  postalCodeInvalid: { id: 'form.postal_code.invalid', defaultMessage: 'Please enter a valid zip code' },
  phoneInvalid: { id: 'form.phone.invalid', defaultMessage: 'Please enter a valid phone number.' },
  shippingMethodRequired: { id: 'form.shipping_method.required', defaultMessage: 'Please select a shipping method.' },
  cardNumberRequired: { id: 'form.card_number.required', defaultMessage: 'Please enter your card number.' },
  cardNumberInvalid: { id: 'form.card_number.invalid', defaultMessage: 'Please enter a valid card number.' },
  cardNameRequired: { id: 'form.card_name.required', defaultMessage: 'Please enter the name on your card.' },
  expiryInvalid: { id: 'form.expiry.invalid', defaultMessage: 'Please enter a valid expiry date (MM/YY).' },
  cvcInvalid: { id: 'form.cvc.invalid', defaultMessage: 'Please enter a valid security code.' },
  // Form-level errors of login, password reset and passwordless sign-in (spec 1 §8).
  invalidLogin: {
    id: 'form.invalid_login',
    defaultMessage: 'Invalid login or password. Remember that password is case-sensitive. Please try again.',
  },
  invalidToken: { id: 'form.token.invalid', defaultMessage: 'Invalid token, please try again.' },
  featureUnavailable: { id: 'form.feature_unavailable', defaultMessage: 'This feature is not currently available.' },
  somethingWrong: { id: 'form.something_wrong', defaultMessage: 'Something went wrong. Try again!' },
  resetFailed: { id: 'form.reset_failed', defaultMessage: 'Reset Password Failed' },
  tooManyAttempts: {
    id: 'form.too_many_attempts',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
  },
  currentPasswordRequired: {
    id: 'form.current_password.required',
    defaultMessage: 'Please enter your current password.',
  },
  currentPasswordWrong: { id: 'form.current_password.wrong', defaultMessage: 'Your current password is incorrect.' },
  passwordSame: {
    id: 'form.password.same',
    defaultMessage: 'Your new password must be different from your current password.',
  },
  genderInvalid: { id: 'form.gender.invalid', defaultMessage: 'Please select a valid option.' },
  addressNameRequired: { id: 'form.address_name.required', defaultMessage: 'Please give this address a name.' },
  addressNameInvalid: {
    id: 'form.address_name.invalid',
    defaultMessage: 'Please use a name of up to 50 characters without / \\ ? # or %.',
  },
  addressNameTaken: { id: 'form.address_name.taken', defaultMessage: 'You already have an address with this name.' },
});

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldErrors = Partial<Record<string, FieldMessageKey | string>>;

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(fieldMessages, value);
}

/** The key whose English text is this message (the engine answers the spec's English texts). */
export function fieldMessageKeyFor(message: string): FieldMessageKey | undefined {
  return (Object.keys(fieldMessages) as FieldMessageKey[]).find((key) => fieldMessages[key].defaultMessage === message);
}

/** The first error of each field, from a failed zod parse (paths joined with dots). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = prefix + issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
