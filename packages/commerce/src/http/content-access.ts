import type { MiddlewareHandler } from 'hono';
import {
  bearerToken,
  isStaffToken,
  mayManageContent,
  PREVIEW_REFUSALS,
  StaffForbiddenError,
  staffOfToken,
  StaffUnauthorizedError,
  verifyPreviewToken,
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

const STAGING_REQUIRES =
  'A staff session or a preview link is required: send Authorization: Bearer <staff session or preview link token>.';

/**
 * Who may read the staging environment (`/cms/staging/…`, issue 24: drafts, unpublished items and
 * editions): a live staff session of any role, the bearer of a live preview link (`rl_preview_…`,
 * made by staff, expiring, revocable), or the content team's token. Ended sessions and expired,
 * revoked or unknown links answer 401, as does anything else when the shop has no content token. Every answer is `private, no-store`: a preview is never kept
 * by a shared cache.
 */
export function requireStagingAccess(contentToken: string | undefined): MiddlewareHandler<AppEnv> {
  const byToken = requireContentToken(contentToken);
  return async (c, next) => {
    c.header('cache-control', 'private, no-store');
    const sent = bearerToken(c.req.header('authorization'));
    if (isStaffToken('session', sent)) await staffOfToken(c.var.deps.db, sent);
    else if (isStaffToken('preview', sent)) {
      const verdict = await verifyPreviewToken(c.var.deps.db, sent);
      if (verdict.status !== 'valid') throw new StaffUnauthorizedError(PREVIEW_REFUSALS[verdict.status]);
    } else if (contentToken) return byToken(c, next);
    else throw new StaffUnauthorizedError(STAGING_REQUIRES);
    await next();
    c.header('cache-control', 'private, no-store');
  };
}
