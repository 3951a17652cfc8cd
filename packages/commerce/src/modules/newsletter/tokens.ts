import { createHash, randomBytes } from 'node:crypto';

/**
 * Unsubscribe tokens: 256 random bits, base64url, behind a prefix naming what they open. Only the
 * SHA-256 is stored, so a database leak gives no working link; 256 random bits need no slow hash.
 */
const PREFIX = 'rl_unsub_';
const BODY = /^[A-Za-z0-9_-]{43}$/;

export function newUnsubscribeToken(): string {
  return `${PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Whether a token has our shape; anything else is never looked up. */
export function isUnsubscribeToken(token: string): boolean {
  return token.startsWith(PREFIX) && BODY.test(token.slice(PREFIX.length));
}

export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
