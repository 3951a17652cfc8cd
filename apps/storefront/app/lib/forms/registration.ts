import { PASSWORD_CONSTRAINTS, REGISTER_FORM_SETTINGS, type RegisterFormSettings } from '@ridgeline/config';
import { isValidPhoneForLocale } from '@ridgeline/config/address';
import type { RegistrationRequest } from '@ridgeline/sdk';
import { z } from './zod';
import type { FieldMessageKey } from './field-messages';
import { countryOfLocale, postalCodeField } from './postal-code';
import { LoginEmail } from './login';

const key = (k: FieldMessageKey) => k;
/** Letters of any script, digits, spaces and . ' @ , ! $ % & ( ) _ - + (decision 019). */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .'@,!$%&()_+-]+$/u;

/** The password checklist of spec 1 §2 and §5, as the registration screen shows it. */
export function passwordChecks(password: string) {
  return {
    hasMinChars: password.length >= PASSWORD_CONSTRAINTS.minLength,
    hasUppercase: /\p{Lu}/u.test(password),
    hasNumber: /\p{Nd}/u.test(password),
    hasLowercase: /\p{Ll}/u.test(password),
    hasSpecialChar: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

/** The first registration rule a new password breaks, as its message key (also used by the password change). */
export function passwordProblem(password: string): FieldMessageKey | undefined {
  if (!password) return 'passwordCreate';
  if (password.length > 255) return 'passwordInvalid';
  const checks = passwordChecks(password);
  if (!checks.hasMinChars) return 'passwordMinChars';
  if (PASSWORD_CONSTRAINTS.requireUppercase && !checks.hasUppercase) return 'passwordUppercase';
  if (PASSWORD_CONSTRAINTS.requireLowercase && !checks.hasLowercase) return 'passwordLowercase';
  if (PASSWORD_CONSTRAINTS.requireNumber && !checks.hasNumber) return 'passwordNumber';
  if (PASSWORD_CONSTRAINTS.requireSpecialChar && !checks.hasSpecialChar) return 'passwordSpecial';
  return undefined;
}

const name = (required: FieldMessageKey, invalid: FieldMessageKey) =>
  z.string().trim().min(1, required).max(50, invalid).regex(NAME_PATTERN, invalid);
const optionalDay = (max: number) =>
  z
    .union([z.literal(''), z.coerce.number().int().min(1, key('birthdayInvalid')).max(max, key('birthdayInvalid'))])
    .optional();

/**
 * The registration form (spec 1 §2, §5) for a locale: the postal code and phone follow its
 * country. "join" is Join For Free (enrols in loyalty, so the privacy consent may be required);
 * "join-without-rewards" is Create Account Without Rewards.
 */
export function registrationForm(localeId: string, settings: RegisterFormSettings = REGISTER_FORM_SETTINGS) {
  const country = countryOfLocale(localeId);
  return z
    .object({
      intent: z.enum(['join', 'join-without-rewards']),
      email: z.string().trim().min(1, key('emailInvalid')).pipe(LoginEmail),
      firstName: name('firstNameRequired', 'firstNameInvalid'),
      lastName: name('lastNameRequired', 'lastNameInvalid'),
      password: z.string().superRefine((value, ctx) => {
        const problem = passwordProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      postalCode: postalCodeField(country),
      phone: z
        .string()
        .trim()
        .refine((v) => isValidPhoneForLocale(v, localeId), key('phoneInvalid')),
      gender: z.enum(['0', '1', '2', '-1']).default('0'),
      birthdayMonth: optionalDay(12),
      birthdayDay: optionalDay(31),
      addtoemaillist: z.literal('on').optional(),
      smssignup: z.literal('on').optional(),
      agreeToTerms: z.literal('true').optional(),
      privacyconsent: z.literal('on').optional(),
    })
    .superRefine((form, ctx) => {
      const consentNeeded =
        form.intent === 'join' && settings.canEnrollInLoyalty && settings.isLoyaltyExplicitConsentRequired;
      if (consentNeeded && !form.privacyconsent)
        ctx.addIssue({ code: 'custom', path: ['privacyconsent'], message: key('required') });
      const month = form.birthdayMonth === '' ? undefined : form.birthdayMonth;
      const day = form.birthdayDay === '' ? undefined : form.birthdayDay;
      if ((month === undefined) !== (day === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [month === undefined ? 'birthdayMonth' : 'birthdayDay'],
          message: key('birthdayInvalid'),
        });
      }
    });
}
export type RegistrationForm = z.infer<ReturnType<typeof registrationForm>>;

/** The spec's registration payload (spec 1 §3) from the form. */
export function registrationPayload(form: RegistrationForm): RegistrationRequest {
  const month = form.birthdayMonth === '' ? undefined : form.birthdayMonth;
  const day = form.birthdayDay === '' ? undefined : form.birthdayDay;
  return {
    customer: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      login: form.email,
      c_additionalFields: {
        phone: form.phone,
        gender: Number(form.gender),
        postalCode: form.postalCode,
        newsletter: form.addtoemaillist === 'on',
        sendsmsconsent: form.smssignup === 'on',
        privacyconsent: form.privacyconsent === 'on',
        isLoyaltyFormSubmit: form.intent === 'join',
        platformOfOrigin: 'storefront',
        sessionOrigination: 'storefront',
        ...(month !== undefined && day !== undefined ? { birthdayMonth: month, birthdayDay: day } : {}),
      },
    },
    password: form.password,
  };
}
