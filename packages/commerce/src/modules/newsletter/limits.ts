import type { Limit } from '../rate-limit/index.js';

const MINUTE = 60_000;

/**
 * The newsletter's limits (SECURITY.md "Costly endpoints"): a sign-up may send an e-mail, so it is
 * counted per IP and per address — five sign-ups of one address in 15 minutes, as many as the
 * link e-mails allow; the detail update and the unsubscribe links per IP. Only well-formed
 * requests are counted; a malformed one costs nothing and is refused anyway.
 */
export const NEWSLETTER_LIMITS = {
  subscribePerIp: { name: 'newsletter-ip', max: 30, windowMs: 15 * MINUTE },
  subscribePerEmail: { name: 'newsletter-email', max: 5, windowMs: 15 * MINUTE },
  detailsPerIp: { name: 'newsletter-details-ip', max: 30, windowMs: 15 * MINUTE },
  detailsPerEmail: { name: 'newsletter-details-email', max: 10, windowMs: 15 * MINUTE },
  unsubscribePerIp: { name: 'newsletter-unsubscribe-ip', max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

export function subscribeLimits(email: string, ip: string): [Limit, string][] {
  return [
    [NEWSLETTER_LIMITS.subscribePerIp, ip],
    [NEWSLETTER_LIMITS.subscribePerEmail, email],
  ];
}

export function detailLimits(email: string, ip: string): [Limit, string][] {
  return [
    [NEWSLETTER_LIMITS.detailsPerIp, ip],
    [NEWSLETTER_LIMITS.detailsPerEmail, email],
  ];
}
