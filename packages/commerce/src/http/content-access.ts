import type { MiddlewareHandler } from 'hono';
import {
  bearerToken,
  isStaffToken,
  mayManageContent,
  StaffForbiddenError,
  staffOfToken,
} from '../modules/staff/index.js';
import { requireContentToken } from './bearer-tokens.js';
import type { AppEnv } from './types.js';

/**
 * Who may use the content management API (`/cms/manage/…`, decisions 045 and 047): the content
 * team's token from CONTENT_API_TOKEN, or a staff session. A bearer shaped as a staff session token
 * (`rl_staff_…`) is checked as one whether or not the environment has a content token: live and of a
 * content author or an admin, it may do anything; of a merchandiser, only read (GET), other methods
 * answer 403; ended or unknown, 401. Any other bearer is checked against CONTENT_API_TOKEN as before:
 * unset, the endpoints answer 404; wrong (a shopper's token, say), 401.
 */
export function requireContentAccess(contentToken: string | undefined): MiddlewareHandler<AppEnv> {
  const byToken = requireContentToken(contentToken);
  return async (c, next) => {
    const sent = bearerToken(c.req.header('authorization'));
    if (!isStaffToken('session', sent)) return byToken(c, next);
    const staff = await staffOfToken(c.var.deps.db, sent);
    if (!mayManageContent(staff.role, c.req.method))
      throw new StaffForbiddenError(`A ${staff.role} may read content but not change it.`);
    await next();
  };
}
