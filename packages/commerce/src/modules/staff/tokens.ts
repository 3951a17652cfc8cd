import { createHash, randomBytes } from 'node:crypto';

/**
 * Staff tokens (decision 047): 256 random bits, base64url, behind a prefix naming what they open,
 * so a staff token is never taken for a shopper's (43 characters, no prefix) or for the content
 * token of the environment, and a secret scanner can tell them apart. Only their SHA-256 is
 * stored: a database leak gives no usable token, and 256 random bits need no slow hash.
 */
export const STAFF_TOKEN_KINDS = { session: 'rl_staff_', preview: 'rl_preview_' } as const;
export type StaffTokenKind = keyof typeof STAFF_TOKEN_KINDS;

const BODY = /^[A-Za-z0-9_-]{43}$/;

export function newStaffToken(kind: StaffTokenKind): string {
  return `${STAFF_TOKEN_KINDS[kind]}${randomBytes(32).toString('base64url')}`;
}

/** Whether the token has the shape this engine gives tokens of this kind; anything else is never looked up. */
export function isStaffToken(kind: StaffTokenKind, token: string | undefined): token is string {
  const prefix = STAFF_TOKEN_KINDS[kind];
  return token !== undefined && token.startsWith(prefix) && BODY.test(token.slice(prefix.length));
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The token of `Authorization: Bearer <token>`, when there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
