import type { Limit } from './limiter.js';

const MINUTE = 60_000;

/**
 * The limits on account endpoints (SECURITY.md "Brute force", "Costly endpoints"). Wrong passwords
 * count per (e-mail, IP), per IP and per account, so rotating addresses or rotating e-mails both
 * run into a limit; precheck and registration count every call per IP.
 */
export const LIMITS = {
  loginPerEmailAndIp: { name: 'login-email-ip', max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
  loginPerAccount: { name: 'login-account', max: 30, windowMs: 60 * MINUTE },
  // Generous enough for a household or an office behind one address, low enough to stop harvesting.
  precheckPerIp: { name: 'precheck-ip', max: 300, windowMs: 15 * MINUTE },
  registrationPerIp: { name: 'registration-ip', max: 50, windowMs: 60 * MINUTE },
  // A signed-in session guessing its own account's password (a borrowed or stolen session).
  passwordChangePerAccount: { name: 'password-change-account', max: 10, windowMs: 60 * MINUTE },
  // Staff sign-in (decision 047): the shoppers' limits, counted apart from theirs.
  staffLoginPerEmailAndIp: { name: 'staff-login-email-ip', max: 10, windowMs: 15 * MINUTE },
  staffLoginPerIp: { name: 'staff-login-ip', max: 50, windowMs: 15 * MINUTE },
  staffLoginPerAccount: { name: 'staff-login-account', max: 30, windowMs: 60 * MINUTE },
  // Consent records (decision 053): a visitor changes their mind a few times; an office shares an address.
  consentPerVisitor: { name: 'consent-visitor', max: 20, windowMs: 15 * MINUTE },
  consentPerIp: { name: 'consent-ip', max: 300, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

export function loginLimits(email: string, ip: string): [Limit, string][] {
  const account = email.trim().toLowerCase();
  return [
    [LIMITS.loginPerEmailAndIp, `${account}|${ip}`],
    [LIMITS.loginPerIp, ip],
    [LIMITS.loginPerAccount, account],
  ];
}

/** A staff sign-in's limits: per (e-mail, IP), per IP and per account, as a shopper's (loginLimits). */
export function staffLoginLimits(email: string, ip: string): [Limit, string][] {
  const account = email.trim().toLowerCase();
  return [
    [LIMITS.staffLoginPerEmailAndIp, `${account}|${ip}`],
    [LIMITS.staffLoginPerIp, ip],
    [LIMITS.staffLoginPerAccount, account],
  ];
}
