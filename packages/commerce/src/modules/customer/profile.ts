import { z } from '@hono/zod-openapi';
import { GENDER_VALUES } from '@ridgeline/config';
import { isValidPhoneForLocale, isValidPostalCode, normalizePostalCode } from '@ridgeline/config/address';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import type { Shopper } from '../session/index.js';
import { checkPassword, hashPassword, passwordProblem } from '../../lib/password.js';
import { NAME_PATTERN, REGISTRATION_MESSAGES, type FieldError } from './registration.js';
import { customers, type CustomerRow } from './schema.js';
import { getCustomer, InvalidFormError } from './service.js';

/**
 * A change to the signed-in customer's profile: any of these fields, named as the Customer answer
 * names them. The registration rules apply again (spec 1 §5), the postal code and phone following
 * the request's locale; a month and day of birth go together (null and null forget them).
 */
export const CustomerProfileUpdate = z
  .object({
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    phoneHome: z.string().max(40).optional(),
    c_postalCode: z.string().max(20).optional(),
    /** 1 male, 2 female, -1 prefer not to answer, 0 not given. */
    gender: z.number().int().optional(),
    birthdayMonth: z.number().int().nullable().optional(),
    birthdayDay: z.number().int().nullable().optional(),
    c_newsletter: z.boolean().optional(),
  })
  .strict()
  .openapi('CustomerProfileUpdate');
export type CustomerProfileUpdate = z.infer<typeof CustomerProfileUpdate>;

export const PasswordChangeRequest = z
  .object({
    currentPassword: z.string().max(1000),
    password: z.string().max(1000),
  })
  .strict()
  .openapi('PasswordChangeRequest');
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export const PROFILE_MESSAGES = {
  wrongPassword: 'Your current password is incorrect.',
  currentRequired: 'Please enter your current password.',
  samePassword: 'Your new password must be different from your current password.',
} as const;

/** The current password was wrong: said on its field, counted against the account's limit. */
export class WrongCurrentPasswordError extends DomainError {
  constructor() {
    super('invalid_current_password', PROFILE_MESSAGES.wrongPassword, 401, [
      { field: 'currentPassword', message: PROFILE_MESSAGES.wrongPassword },
    ]);
  }
}

/** The problems of a profile update, field by field, with the registration form's field names and messages. */
export function profileProblems(update: CustomerProfileUpdate, localeId: string): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const name = (value: string | undefined, field: string, required: string, invalid: string) => {
    if (value === undefined) return;
    const trimmed = value.trim();
    if (!trimmed) add(field, required);
    else if (trimmed.length > 50 || !NAME_PATTERN.test(trimmed)) add(field, invalid);
  };
  name(update.firstName, 'firstName', REGISTRATION_MESSAGES.firstNameRequired, REGISTRATION_MESSAGES.firstNameInvalid);
  name(update.lastName, 'lastName', REGISTRATION_MESSAGES.lastNameRequired, REGISTRATION_MESSAGES.lastNameInvalid);
  const country = localeId.slice(-2).toUpperCase();
  if (update.c_postalCode !== undefined) {
    if (!update.c_postalCode.trim()) add('postalCode', REGISTRATION_MESSAGES.required);
    else if (!isValidPostalCode(update.c_postalCode, country)) add('postalCode', REGISTRATION_MESSAGES.postalCode);
  }
  if (update.phoneHome !== undefined && !isValidPhoneForLocale(update.phoneHome, localeId))
    add('phone', REGISTRATION_MESSAGES.phone);
  if (update.gender !== undefined && !(GENDER_VALUES as readonly number[]).includes(update.gender))
    add('gender', REGISTRATION_MESSAGES.gender);
  const { birthdayMonth: month, birthdayDay: day } = update;
  if ((month === undefined) !== (day === undefined) || (month === null) !== (day === null))
    add(month === undefined || month === null ? 'birthdayMonth' : 'birthdayDay', REGISTRATION_MESSAGES.birthday);
  if (typeof month === 'number' && (month < 1 || month > 12)) add('birthdayMonth', REGISTRATION_MESSAGES.birthday);
  if (typeof day === 'number' && (day < 1 || day > 31)) add('birthdayDay', REGISTRATION_MESSAGES.birthday);
  return problems;
}

/** Updates the signed-in customer's profile (only the fields sent); answers the customer as saved. */
export async function updateProfile(
  db: Database,
  shopper: Shopper,
  update: CustomerProfileUpdate,
  localeId: string,
): Promise<CustomerRow> {
  const customer = await getCustomer(db, shopper);
  const problems = profileProblems(update, localeId);
  if (problems.length > 0) throw new InvalidFormError(problems);
  const country = localeId.slice(-2).toUpperCase();
  const set: Partial<CustomerRow> = {
    ...(update.firstName !== undefined ? { firstName: update.firstName.trim() } : {}),
    ...(update.lastName !== undefined ? { lastName: update.lastName.trim() } : {}),
    ...(update.phoneHome !== undefined ? { phone: update.phoneHome.trim() } : {}),
    ...(update.c_postalCode !== undefined ? { postalCode: normalizePostalCode(update.c_postalCode, country) } : {}),
    ...(update.gender !== undefined ? { gender: update.gender === 0 ? null : update.gender } : {}),
    ...(update.birthdayMonth !== undefined
      ? { birthdayMonth: update.birthdayMonth, birthdayDay: update.birthdayDay }
      : {}),
    ...(update.c_newsletter !== undefined ? { newsletter: update.c_newsletter } : {}),
  };
  if (Object.keys(set).length === 0) return customer;
  const [row] = await db
    .update(customers)
    .set({ ...set, lastModified: new Date() })
    .where(eq(customers.id, customer.id))
    .returning();
  return row!;
}

/**
 * The new hash of a password change (SECURITY.md "Sessions"), the request checked in this order:
 * the current password given, the new one following the registration rules, the current one right
 * (else WrongCurrentPasswordError, which the caller counts against the account's limit), and the new
 * one different from it.
 */
export async function passwordChangeHash(customer: CustomerRow, request: PasswordChangeRequest): Promise<string> {
  if (!request.currentPassword)
    throw new InvalidFormError([{ field: 'currentPassword', message: PROFILE_MESSAGES.currentRequired }]);
  const problem = passwordProblem(request.password);
  if (problem) throw new InvalidFormError([{ field: 'password', message: problem }]);
  if (!(await checkPassword(customer.passwordHash, request.currentPassword))) throw new WrongCurrentPasswordError();
  if (request.password === request.currentPassword)
    throw new InvalidFormError([{ field: 'password', message: PROFILE_MESSAGES.samePassword }]);
  return hashPassword(request.password);
}
