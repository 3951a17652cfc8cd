import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './error-handler.js';

/** The shortest operator token accepted: a guessable one would open the shop's prices to anyone. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/**
 * The operator's management endpoints (`/admin/…`) until staff accounts arrive: a bearer token
 * from `ADMIN_API_TOKEN`. Unset, the endpoints do not exist (404); a wrong token answers 401.
 */
export function adminTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.ADMIN_API_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(`ADMIN_API_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32).`);
  }
  return token;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireAdminToken(token: string | undefined): MiddlewareHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (c, next) => {
    if (!expected) return c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}.`), 404);
    const sent = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    // Compared as digests, in constant time: the answer's timing tells nothing of the token.
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="ridgeline-admin"');
      return c.json(errorBody('unauthorized', 'An operator token (ADMIN_API_TOKEN) is required.'), 401);
    }
    await next();
  };
}
