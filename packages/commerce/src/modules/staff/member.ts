import type { StaffRole } from './roles.js';
import type { StaffAccountRow } from './schema.js';

/** A staff account as the module answers it: never its password hash. */
export type StaffMember = {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
};

export function staffMember(row: StaffAccountRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastSignInAt: row.lastSignInAt,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;
export const STAFF_EMAIL_MAX_LENGTH = 254;

/** The login as stored: trimmed and lower-cased, so one address is one account however it is typed. */
export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

/** Why this (normalised) e-mail cannot be a staff login; undefined when it can. */
export function staffEmailProblem(email: string): string | undefined {
  if (email.length === 0) return 'An e-mail address is required.';
  if (email.length > STAFF_EMAIL_MAX_LENGTH)
    return `An e-mail address has at most ${STAFF_EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL.test(email)) return `"${email}" is not an e-mail address.`;
  return undefined;
}
