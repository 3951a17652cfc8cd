import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_LIMITS, PASSWORD_CONSTRAINTS, type PasswordConstraints } from '@ridgeline/config';

/**
 * Passwords (SECURITY.md "Password storage"), shoppers' and staff's alike: argon2id with OWASP's
 * parameters (19 MiB, 2 passes, 1 lane), 8–255 characters, never truncated. A hash made with other
 * parameters is replaced at the next successful sign-in.
 */
/** `algorithm: 2` is Argon2id in @node-rs/argon2's (const) enum. */
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** A hash of nothing anyone knows: checked against when the account does not exist, so both paths cost one hash. */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummy;
}

/** Whether the password matches; runs the hasher once whether or not there is a stored hash. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  const ok = await verify(target, password).catch(() => false);
  return ok && Boolean(stored);
}

export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT);
}

/** The rule flags of spec 1 §3 for a password as typed. */
export function passwordRuleFlags(password: string, minLength: number = ACCOUNT_LIMITS.passwordMinLength) {
  return {
    hasMinChars: password.length >= minLength,
    hasUppercase: /\p{Lu}/u.test(password),
    hasLowercase: /\p{Ll}/u.test(password),
    hasNumber: /\p{Nd}/u.test(password),
    hasSpecialChar: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

export const PASSWORD_MESSAGES = {
  required: 'Please create a password.',
  hasMinChars: 'Password must contain at least 8 characters.',
  hasUppercase: 'Password must contain at least 1 uppercase letter.',
  hasLowercase: 'Password must contain at least 1 lowercase letter.',
  hasNumber: 'Password must contain at least 1 number.',
  hasSpecialChar: 'Password must contain at least 1 special character.',
  tooLong: 'Password must be at most 255 characters.',
} as const;

/** The first rule the password breaks under the configured constraints, as its message; undefined when it passes. */
export function passwordProblem(
  password: string,
  constraints: PasswordConstraints = PASSWORD_CONSTRAINTS,
): string | undefined {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length > ACCOUNT_LIMITS.passwordMaxLength) return PASSWORD_MESSAGES.tooLong;
  const flags = passwordRuleFlags(password, constraints.minLength);
  if (!flags.hasMinChars) return PASSWORD_MESSAGES.hasMinChars;
  if (constraints.requireUppercase && !flags.hasUppercase) return PASSWORD_MESSAGES.hasUppercase;
  if (constraints.requireLowercase && !flags.hasLowercase) return PASSWORD_MESSAGES.hasLowercase;
  if (constraints.requireNumber && !flags.hasNumber) return PASSWORD_MESSAGES.hasNumber;
  if (constraints.requireSpecialChar && !flags.hasSpecialChar) return PASSWORD_MESSAGES.hasSpecialChar;
  return undefined;
}
