import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './error-handler.js';

/** The shortest token accepted: a guessable one would open the shop's prices or content to anyone. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/**
 * Staff endpoints behind a bearer token from the environment: the operator's (`/admin/…`,
 * ADMIN_API_TOKEN) and the content team's (`/cms/manage/…`, CONTENT_API_TOKEN, decision 045; a
 * staff session is taken there too, content-access.ts and decision 047). Unset, the endpoints do
 * not exist (404); a wrong token answers 401.
 */
export type StaffToken = { variable: 'ADMIN_API_TOKEN' | 'CONTENT_API_TOKEN'; realm: string; who: string };

export const ADMIN_TOKEN: StaffToken = { variable: 'ADMIN_API_TOKEN', realm: 'ridgeline-admin', who: 'An operator token' };
export const CONTENT_TOKEN: StaffToken = {
  variable: 'CONTENT_API_TOKEN',
  realm: 'ridgeline-content',
  who: 'A content management token',
};

export function staffTokenFromEnv(kind: StaffToken, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env[kind.variable]?.trim();
  if (!token) return undefined;
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(`${kind.variable} must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32).`);
  }
  return token;
}

export const adminTokenFromEnv = (env: NodeJS.ProcessEnv = process.env) => staffTokenFromEnv(ADMIN_TOKEN, env);
export const contentTokenFromEnv = (env: NodeJS.ProcessEnv = process.env) => staffTokenFromEnv(CONTENT_TOKEN, env);

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireStaffToken(kind: StaffToken, token: string | undefined): MiddlewareHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (c, next) => {
    if (!expected) return c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}.`), 404);
    const sent = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    // Compared as digests, in constant time: the answer's timing tells nothing of the token.
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      c.header('WWW-Authenticate', `Bearer realm="${kind.realm}"`);
      return c.json(errorBody('unauthorized', `${kind.who} (${kind.variable}) is required.`), 401);
    }
    await next();
  };
}

export const requireAdminToken = (token: string | undefined) => requireStaffToken(ADMIN_TOKEN, token);
export const requireContentToken = (token: string | undefined) => requireStaffToken(CONTENT_TOKEN, token);
