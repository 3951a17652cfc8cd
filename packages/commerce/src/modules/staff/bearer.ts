import type { Context } from 'hono';
import { ErrorResponse } from '../../http/responses.js';
import type { AppEnv } from '../../http/types.js';
import { staffOfToken, type StaffPrincipal } from './sessions.js';
import { bearerToken } from './tokens.js';

/** The staff member of a request's `Authorization: Bearer <staff session token>`; 401 otherwise. */
export function staffOf(c: Context<AppEnv>): Promise<StaffPrincipal> {
  return staffOfToken(c.var.deps.db, bearerToken(c.req.header('authorization')));
}

/** The OpenAPI security requirement of staff endpoints. */
export const staffSecurity = [{ staffToken: [] }];

export const staffUnauthorized = {
  401: {
    content: { 'application/json': { schema: ErrorResponse } },
    description: 'No staff session token, or one that has ended (expired, signed out, revoked).',
  },
};
