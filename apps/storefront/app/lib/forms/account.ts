import { isValidPhoneForLocale } from '@ridgeline/config/address';
import type { CreateCustomerAddressRequest, CustomerProfileUpdate } from '@ridgeline/sdk';
import { z } from './zod';
import { AddressForm } from './address';
import { fieldErrorsOf, type FieldErrors, type FieldMessageKey } from './field-messages';
import { countryOfLocale, postalCodeField } from './postal-code';
import { passwordProblem } from './registration';

const key = (k: FieldMessageKey) => k;
/** Letters of any script, digits, spaces and . ' @ , ! $ % & ( ) _ - + (decision 019), as at registration. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .'@,!$%&()_+-]+$/u;
const name = (required: FieldMessageKey, invalid: FieldMessageKey) =>
  z.string().trim().min(1, required).max(50, invalid).regex(NAME_PATTERN, invalid);
const optionalDay = (max: number) =>
  z.union([z.literal(''), z.coerce.number().int().min(1, key('birthdayInvalid')).max(max, key('birthdayInvalid'))]);

/**
 * The Account Details profile form (`/account`): the registration form's rules for the fields a
 * customer can change (spec 1 §5), the postal code and phone following the locale's country.
 */
export function profileForm(localeId: string) {
  const country = countryOfLocale(localeId);
  return z
    .object({
      intent: z.literal('profile'),
      firstName: name('firstNameRequired', 'firstNameInvalid'),
      lastName: name('lastNameRequired', 'lastNameInvalid'),
      phone: z
        .string()
        .trim()
        .refine((v) => isValidPhoneForLocale(v, localeId), key('phoneInvalid')),
      postalCode: postalCodeField(country),
      gender: z.enum(['0', '1', '2', '-1'], { message: key('genderInvalid') }).default('0'),
      birthdayMonth: optionalDay(12).default(''),
      birthdayDay: optionalDay(31).default(''),
      addtoemaillist: z.literal('on').optional(),
    })
    .superRefine((form, ctx) => {
      if ((form.birthdayMonth === '') !== (form.birthdayDay === '')) {
        ctx.addIssue({
          code: 'custom',
          path: [form.birthdayMonth === '' ? 'birthdayMonth' : 'birthdayDay'],
          message: key('birthdayInvalid'),
        });
      }
    });
}
export type ProfileForm = z.infer<ReturnType<typeof profileForm>>;

/** The engine's profile update from the form: every field is sent, so clearing the birthday forgets it. */
export function profileUpdate(form: ProfileForm): CustomerProfileUpdate {
  const birthday =
    form.birthdayMonth === '' || form.birthdayDay === ''
      ? { birthdayMonth: null, birthdayDay: null }
      : { birthdayMonth: form.birthdayMonth, birthdayDay: form.birthdayDay };
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    phoneHome: form.phone,
    c_postalCode: form.postalCode,
    gender: Number(form.gender),
    ...birthday,
    c_newsletter: form.addtoemaillist === 'on',
  };
}

/** The password change: the current password, and a new one by the registration rules. */
export const PasswordChangeForm = z.object({
  intent: z.literal('password'),
  currentPassword: z.string().min(1, key('currentPasswordRequired')).max(255, key('passwordInvalid')),
  password: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** The name of a saved address and whether it becomes the default, beside the checkout's address fields. */
const AddressBookEntry = z.object({
  addressId: z
    .string()
    .trim()
    .min(1, key('addressNameRequired'))
    .max(50, key('addressNameInvalid'))
    .regex(/^[^/\\?#%]+$/u, key('addressNameInvalid')),
  preferred: z.literal('on').optional(),
});

export type SavedAddressParse =
  { success: true; data: CreateCustomerAddressRequest } | { success: false; fieldErrors: FieldErrors };

/**
 * An address of the address book as its form sends it: a name, the checkout's address fields and
 * rules (`AddressForm`), and "Make this my default address".
 */
export function parseSavedAddress(values: Record<string, unknown>): SavedAddressParse {
  const entry = AddressBookEntry.safeParse(values);
  const address = AddressForm.safeParse(values);
  if (!entry.success || !address.success) {
    return {
      success: false,
      fieldErrors: {
        ...(entry.success ? {} : fieldErrorsOf(entry.error.issues)),
        ...(address.success ? {} : fieldErrorsOf(address.error.issues)),
      },
    };
  }
  const { addressId, preferred } = entry.data;
  return {
    success: true,
    data: { ...address.data, addressId, ...(preferred ? { preferred: true } : {}) },
  };
}
