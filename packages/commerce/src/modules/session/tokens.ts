import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token a shopper's session is reached by. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed; SHA-256 suffices for 256-bit random secrets (no guessing to slow down). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A bearer token as this engine issues it: 43 base64url characters. Anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
