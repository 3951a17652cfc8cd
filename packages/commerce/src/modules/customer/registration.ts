import { z } from '@hono/zod-openapi';
import { ACCOUNT_LIMITS, GENDER_VALUES, REGISTER_FORM_SETTINGS, type RegisterFormSettings } from '@ridgeline/config';
import { ADDRESS_MESSAGES, isValidPhoneForLocale, isValidPostalCode } from '@ridgeline/config/address';
import { passwordProblem } from '../../lib/password.js';

/** The registration payload of spec 1 §3, as the storefront sends it. Shape errors answer 400 invalid_input. */
export const RegistrationRequest = z
  .object({
    customer: z
      .object({
        firstName: z.string().max(200),
        lastName: z.string().max(200),
        email: z.string().max(200),
        login: z.string().max(200),
        c_additionalFields: z
          .object({
            phone: z.string().max(40),
            gender: z.number().int(),
            postalCode: z.string().max(20),
            newsletter: z.boolean(),
            sendsmsconsent: z.boolean(),
            privacyconsent: z.boolean(),
            isLoyaltyFormSubmit: z.boolean(),
            storeNumber: z.string().max(20).optional(),
            platformOfOrigin: z.string().max(40).optional(),
            sessionOrigination: z.string().max(40).optional(),
            birthdayMonth: z.number().int().optional(),
            birthdayDay: z.number().int().optional(),
          })
          .strict(),
      })
      .strict(),
    password: z.string().max(1000),
  })
  .strict()
  .openapi('RegistrationRequest');
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export type FieldError = { field: string; message: string };

/** E-mail as spec 1 §5 describes it: word characters and . % + - , then @, a domain, a 2–6 letter TLD. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
/**
 * Names: the spec gives two readings (letters, digits and @ , ! $ % ^ & ( ) _ - +; or printable
 * characters without ` ~ # ^ * > \). Accepted here: letters of any script, digits, spaces and
 * . ' @ , ! $ % & ( ) _ - + — real names pass (O'Brien, Jean-Luc), and nothing either reading
 * excludes gets through.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .'@,!$%&()_+-]+$/u;

export const REGISTRATION_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  firstNameInvalid: 'Please enter valid first name.',
  lastNameRequired: 'Please enter your last name.',
  lastNameInvalid: 'Please enter valid last name.',
  emailInvalid: 'Please enter a valid email address.',
  required: ADDRESS_MESSAGES.required,
  postalCode: ADDRESS_MESSAGES.postalCode,
  phone: ADDRESS_MESSAGES.phone,
  gender: 'Please select a valid option.',
  birthday: 'Please enter a valid birthday.',
  emailTaken: 'An account with this email address already exists.',
} as const;

/**
 * Every rule of spec 1 §5 for the registration form, checked again on the server: the field
 * names are the form's (firstName, password, postalCode, privacyconsent…), so the storefront can
 * put each message on its field (invalid_form).
 */
export function registrationProblems(
  request: RegistrationRequest,
  localeId: string,
  settings: RegisterFormSettings = REGISTER_FORM_SETTINGS,
): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const { customer, password } = request;
  const extra = customer.c_additionalFields;
  const name = (field: 'firstName' | 'lastName', required: string, invalid: string) => {
    const value = customer[field].trim();
    if (!value) add(field, required);
    else if (value.length > 50 || !NAME_PATTERN.test(value)) add(field, invalid);
  };
  name('firstName', REGISTRATION_MESSAGES.firstNameRequired, REGISTRATION_MESSAGES.firstNameInvalid);
  name('lastName', REGISTRATION_MESSAGES.lastNameRequired, REGISTRATION_MESSAGES.lastNameInvalid);
  const email = customer.email.trim();
  if (!email || email.length > ACCOUNT_LIMITS.emailMaxLength || !EMAIL_PATTERN.test(email))
    add('email', REGISTRATION_MESSAGES.emailInvalid);
  else if (customer.login.trim().toLowerCase() !== email.toLowerCase())
    add('login', 'The login must be the e-mail address.');
  const passwordMessage = passwordProblem(password);
  if (passwordMessage) add('password', passwordMessage);
  const country = localeId.slice(-2).toUpperCase();
  if (!extra.postalCode.trim()) add('postalCode', REGISTRATION_MESSAGES.required);
  else if (!isValidPostalCode(extra.postalCode, country)) add('postalCode', REGISTRATION_MESSAGES.postalCode);
  if (!isValidPhoneForLocale(extra.phone, localeId)) add('phone', REGISTRATION_MESSAGES.phone);
  if (!(GENDER_VALUES as readonly number[]).includes(extra.gender)) add('gender', REGISTRATION_MESSAGES.gender);
  const { birthdayMonth: month, birthdayDay: day } = extra;
  if ((month === undefined) !== (day === undefined))
    add(month === undefined ? 'birthdayMonth' : 'birthdayDay', REGISTRATION_MESSAGES.birthday);
  if (month !== undefined && (month < 1 || month > 12)) add('birthdayMonth', REGISTRATION_MESSAGES.birthday);
  if (day !== undefined && (day < 1 || day > 31)) add('birthdayDay', REGISTRATION_MESSAGES.birthday);
  const consentNeeded =
    settings.isLoyaltyExplicitConsentRequired && settings.canEnrollInLoyalty && extra.isLoyaltyFormSubmit;
  if (consentNeeded && !extra.privacyconsent) add('privacyconsent', REGISTRATION_MESSAGES.required);
  return problems;
}
